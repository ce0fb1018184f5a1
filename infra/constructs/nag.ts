import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Records a justified exception to a cdk-nag rule on one construct (and its children). Every call
 * states why the rule does not apply, so the exceptions read as a list of decisions.
 */
export const acknowledge = (scope: IConstruct, id: string, reason: string): void => {
  Validations.of(scope).acknowledge({ id, reason });
};
