import { HttpError } from './errors';
import { toErrorResponse } from './error-handler';

function named(name: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error('internal detail'), { name }, extra);
}

describe('toErrorResponse', () => {
  const table: Array<[string, unknown, number, string]> = [
    ['HttpError keeps its status and text', new HttpError(409, 'Email already exists.'), 409, 'Email already exists.'],
    ['HttpError without text uses the status default', new HttpError(404), 404, 'Not found.'],
    [
      'SequelizeConnectionError',
      named('SequelizeConnectionError'),
      503,
      'The database is unavailable. Please try again shortly.',
    ],
    [
      'SequelizeConnectionRefusedError',
      named('SequelizeConnectionRefusedError'),
      503,
      'The database is unavailable. Please try again shortly.',
    ],
    [
      'SequelizeHostNotFoundError',
      named('SequelizeHostNotFoundError'),
      503,
      'The database is unavailable. Please try again shortly.',
    ],
    [
      'SequelizeAccessDeniedError',
      named('SequelizeAccessDeniedError'),
      503,
      'The database is unavailable. Please try again shortly.',
    ],
    [
      'SequelizeConnectionTimedOutError',
      named('SequelizeConnectionTimedOutError'),
      503,
      'The database is unavailable. Please try again shortly.',
    ],
    [
      'SequelizeTimeoutError (SQLITE_BUSY)',
      named('SequelizeTimeoutError'),
      503,
      'The database is unavailable. Please try again shortly.',
    ],
    [
      'SequelizeUniqueConstraintError',
      named('SequelizeUniqueConstraintError'),
      409,
      'This conflicts with data that already exists.',
    ],
    [
      'SequelizeForeignKeyConstraintError',
      named('SequelizeForeignKeyConstraintError'),
      409,
      'This is still in use, or refers to something that does not exist.',
    ],
    ['SequelizeDatabaseError is a bug', named('SequelizeDatabaseError'), 500, 'Something went wrong on our side.'],
    [
      'raw-body too large',
      Object.assign(new Error('request entity too large'), {
        status: 413,
        statusCode: 413,
        expose: true,
        type: 'entity.too.large',
      }),
      413,
      'Request body is too large.',
    ],
    [
      'formidable too large',
      Object.assign(new Error('maxFileSize exceeded'), { httpCode: 413, code: 1009 }),
      413,
      'Request body is too large.',
    ],
    [
      'formidable other',
      Object.assign(new Error('maxFiles exceeded'), { httpCode: 400, code: 1015 }),
      400,
      'The upload could not be read.',
    ],
    [
      'co-body bad JSON',
      Object.assign(new SyntaxError('Unexpected token'), { status: 400, body: '{"password":"x"' }),
      400,
      'Request body is not valid JSON.',
    ],
    [
      'raw-body bad encoding',
      Object.assign(new Error('unsupported content encoding "br2"'), {
        status: 415,
        expose: true,
        type: 'encoding.unsupported',
      }),
      415,
      'Content-Encoding is not supported.',
    ],
    [
      'raw-body aborted',
      Object.assign(new Error('request aborted'), { status: 400, expose: true, type: 'request.aborted' }),
      400,
      'The request is not valid.',
    ],
    [
      'http-errors from ctx.throw',
      Object.assign(new Error('Book not found.'), { status: 404, expose: true }),
      404,
      'Book not found.',
    ],
    [
      'a 5xx http-error stays generic',
      Object.assign(new Error('upstream exploded'), { status: 502, expose: false }),
      500,
      'Something went wrong on our side.',
    ],
    ['a plain Error', new Error('db password is hunter2'), 500, 'Something went wrong on our side.'],
    ['a thrown string', 'oops', 500, 'Something went wrong on our side.'],
    ['null', null, 500, 'Something went wrong on our side.'],
  ];

  test.each(table)('%s', (_name, err, status, text) => {
    const response = toErrorResponse(err);
    expect(response.status).toBe(status);
    expect(response.body.message).toBe(text);
    expect(response.body.error).toBe(text);
  });

  test('fields and headers of an HttpError are kept', () => {
    const response = toErrorResponse(
      new HttpError(400, 'email: Invalid email address', { fields: { email: 'Invalid email address' } }),
    );
    expect(response.body).toEqual({
      message: 'email: Invalid email address',
      error: 'email: Invalid email address',
      fields: { email: 'Invalid email address' },
    });
    expect(toErrorResponse(new HttpError(429, undefined, { headers: { 'Retry-After': '5' } })).headers).toEqual({
      'Retry-After': '5',
    });
  });

  test('only bugs log a stack; a database outage warns; client mistakes stay quiet', () => {
    expect(toErrorResponse(new Error('bug')).logLevel).toBe('error');
    expect(toErrorResponse(named('SequelizeConnectionError')).logLevel).toBe('warn');
    expect(toErrorResponse(new HttpError(400)).logLevel).toBe('none');
  });
});
