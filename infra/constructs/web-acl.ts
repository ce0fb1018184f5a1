import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { problemType } from '#shared/errors.ts';

/** Evaluation window of the per-IP rate rule; the limit is per this many seconds. */
export const RATE_WINDOW_SECONDS = 300;
/** Seconds a client blocked by the rate rule is asked to wait (the rule re-evaluates continuously). */
const RATE_RETRY_AFTER_SECONDS = 60;

/**
 * Rules of AWSManagedRulesCommonRuleSet that only count here, each because it blocks legitimate
 * calls to this API. Every other rule of the set blocks.
 */
export const COMMON_RULES_COUNTED: Readonly<Record<string, string>> = {
  SizeRestrictions_BODY:
    'blocks bodies over 8 KB; the API accepts JSON bodies up to 1 MiB and answers 413 above that itself',
  NoUserAgent_HEADER:
    'POS devices and server-to-server integrations are not browsers; many HTTP clients send no User-Agent',
  GenericRFI_BODY:
    'blocks bodies holding a URL with an IPv4 address; a webhook receiver may be registered by a public IP, and deliveries check the connected address (SSRF)',
};

/** The body of the rate rule's 429: a problem like the handlers' (WAF cannot add the request id). */
export const RATE_LIMITED_BODY = JSON.stringify({
  type: problemType('too-many-requests'),
  title: 'Too many requests',
  status: 429,
  detail: `Too many requests from this address; retry after ${RATE_RETRY_AFTER_SECONDS} seconds.`,
});

export type ApiWebAclProps = {
  name: string;
  /** ARN of the REST API stage to protect. */
  stageArn: string;
  /** Requests one IP may make per RATE_WINDOW_SECONDS before it is answered 429. */
  ratePerIp: number;
};

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const managed = (priority: number, name: string, counted: readonly string[] = []) => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ...(counted.length
        ? { ruleActionOverrides: counted.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
        : {}),
    },
  },
  visibilityConfig: visibility(name),
});

/**
 * A regional WAF web ACL on the API stage: a per-IP rate rule answering 429 with Retry-After, the
 * AWS managed common rule set (with COMMON_RULES_COUNTED only counting) and the known-bad-inputs
 * set. Other blocks reach the client as API Gateway's WAF_FILTERED gateway response (a 403
 * problem carrying the request id).
 */
export class ApiWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: ApiWebAclProps) {
    super(scope, id);
    if (!Number.isInteger(props.ratePerIp) || props.ratePerIp < 10) {
      throw new Error(`the WAF rate limit must be an integer of at least 10 (got ${props.ratePerIp})`);
    }
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: props.name,
      description: 'Rate limit per IP, AWS common rules and known bad inputs in front of the REST API',
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(props.name),
      customResponseBodies: {
        'too-many-requests': { contentType: 'APPLICATION_JSON', content: RATE_LIMITED_BODY },
      },
      rules: [
        {
          name: 'RatePerIp',
          priority: 0,
          action: {
            block: {
              customResponse: {
                responseCode: 429,
                customResponseBodyKey: 'too-many-requests',
                responseHeaders: [{ name: 'Retry-After', value: String(RATE_RETRY_AFTER_SECONDS) }],
              },
            },
          },
          statement: {
            rateBasedStatement: {
              limit: props.ratePerIp,
              aggregateKeyType: 'IP',
              evaluationWindowSec: RATE_WINDOW_SECONDS,
            },
          },
          visibilityConfig: visibility('RatePerIp'),
        },
        managed(1, 'AWSManagedRulesCommonRuleSet', Object.keys(COMMON_RULES_COUNTED)),
        managed(2, 'AWSManagedRulesKnownBadInputsRuleSet'),
      ],
    });
    new wafv2.CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.stageArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}
