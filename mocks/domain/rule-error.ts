/**
 * The one error a mock domain rule throws: the code travels to the member as the answer's `message`
 * (spec section 8), with the HTTP status. The route wrapper maps it to the answer in one place.
 */
export class RuleError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, status = 400) {
    super(code);
    this.name = 'RuleError';
    this.code = code;
    this.status = status;
  }
}
