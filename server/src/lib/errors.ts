export interface FieldIssue {
  field: string;
  message: string;
}

/** An error with an HTTP status whose message is safe to show to the client. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly issues: FieldIssue[] | undefined;

  constructor(statusCode: number, message: string, issues?: FieldIssue[]) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.issues = issues;
  }
}

/** 400 naming the field: `ward: unknown ward "Foo"`. */
export function badRequest(field: string, message: string): HttpError {
  return new HttpError(400, `${field}: ${message}`, [{ field, message }]);
}

export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}
