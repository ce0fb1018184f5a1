import { Duration, RemovalPolicy, type Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { DeploySettings } from '../settings.ts';

/**
 * The alarm topic of a stage, created directly in the stack (its logical ids predate this helper),
 * encrypted with its own key that CloudWatch may use (the AWS-managed SNS key cannot grant that).
 * `-c alarmEmail=` subscribes an address.
 */
export const createAlarmTopic = (stack: Stack, prefix: string, settings: DeploySettings): sns.Topic => {
  const key = new kms.Key(stack, 'AlarmTopicKey', {
    alias: `alias/${prefix}/alarms`,
    description: 'Encrypts the alarm topic',
    enableKeyRotation: true,
    removalPolicy: RemovalPolicy.DESTROY,
    pendingWindow: Duration.days(7),
  });
  key.addToResourcePolicy(
    new iam.PolicyStatement({
      principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
      actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      resources: ['*'],
      conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
    }),
  );
  const topic = new sns.Topic(stack, 'AlarmTopic', {
    topicName: `${prefix}-alarms`,
    masterKey: key,
    enforceSSL: true,
  });
  if (settings.alarmEmail) topic.addSubscription(new subscriptions.EmailSubscription(settings.alarmEmail));
  return topic;
};
