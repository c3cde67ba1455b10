/**
 * One error answer, checked as clients should read it: the status that goes with its `code` (the
 * closed set in src/errors.ts), `detail` and its copy `error`, and the request id of the response.
 * Tests assert the code; a phrase of the detail only where the wording is the point.
 */
import { expect } from "bun:test";
import { ERROR_CODES, type ErrorCode } from "../../src/errors.ts";

export interface ErrorBody {
  detail: string;
  error: string;
  code: ErrorCode;
  request_id: string;
  [extra: string]: unknown;
}

export async function expectError(
  res: Response,
  code: ErrorCode,
  detailContains?: string,
  /** Names the case in a failure message (a matrix row). */
  label?: string,
): Promise<ErrorBody> {
  const body = (await res.json()) as ErrorBody;
  expect({ label, status: res.status, code: body.code }).toEqual({ label, status: ERROR_CODES[code], code });
  expect(typeof body.detail).toBe("string");
  expect(body.error).toBe(body.detail);
  expect(body.request_id).toBe(res.headers.get("x-request-id") ?? "");
  if (detailContains !== undefined) expect(body.detail).toContain(detailContains);
  return body;
}

/**
 * An error answer's status and code: of a response (read from a copy of its body: the test may
 * read the body itself afterwards), or of an answer a test helper already read ({status, body}).
 */
export async function expectCode(
  answer: Response | { status: number; body: unknown } | { res: Response; body: unknown },
  code: ErrorCode,
): Promise<ErrorBody> {
  const status = "res" in answer ? answer.res.status : answer.status;
  const body = (answer instanceof Response ? await answer.clone().json() : answer.body) as ErrorBody;
  expect({ status, code: body?.code }).toEqual({ status: ERROR_CODES[code], code });
  return body;
}
