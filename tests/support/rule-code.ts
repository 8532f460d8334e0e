import { RuleError } from '@mocks/domain/rule-error';

/** The mock rule's error code, or 'OK' when it passed; any other error is rethrown. */
export function ruleCode(run: () => unknown): string {
  try {
    run();
    return 'OK';
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
}
