// The one error shape of the product: every API error body is ApiErrorBody, and code that can
// fail on user input throws DomainError, which the server maps to its HTTP status.

export interface ApiErrorBody {
  errorCode: string;
  errorMessage: string;
  /** For validation errors: the field (dot path) that is wrong. */
  field?: string;
  /**
   * For documents checked as a whole: every problem found, by field (import) or by block path (a page
   * blueprint, `children.2.children.0`, domain block-validation.ts).
   */
  problems?: ({ field: string; message: string } | { path: string; message: string })[];
  /** For 5xx answers: the request id the server logged the details under (INTERNAL errors). */
  requestId?: string;
}

export class DomainError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status: number = 400,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toBody(): ApiErrorBody {
    return this.field === undefined
      ? { errorCode: this.errorCode, errorMessage: this.message }
      : { errorCode: this.errorCode, errorMessage: this.message, field: this.field };
  }
}

export const notFound = (what: string, id: string | number) =>
  new DomainError('NOT_FOUND', `${what} ${id} was not found.`, 404);
