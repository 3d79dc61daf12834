import { addChildRequestSchema, registerRequestSchema } from './requests';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('request messages read as sentences', () => {
  it('when a required field is missing, then it says so by name', () => {
    expect(
      firstMessage(registerRequestSchema.safeParse({ name: 'A', email: 'a@example.test', password: 'secret1' })),
    ).toBe('Phone is required.');
  });

  it('when a field has the wrong type, then it says what it must be', () => {
    expect(
      firstMessage(
        registerRequestSchema.safeParse({ name: 7, phone: '1', email: 'a@example.test', password: 'secret1' }),
      ),
    ).toBe('Name must be text.');
    expect(
      firstMessage(addChildRequestSchema.safeParse({ name: 'A', age: 'old', username: 'kid.a', password: 'secret1' })),
    ).toBe('Age must be a number.');
  });

  it('when the password is short, then the spec text comes back', () => {
    expect(
      firstMessage(
        registerRequestSchema.safeParse({ name: 'A', phone: '1', email: 'a@example.test', password: '123' }),
      ),
    ).toBe('Password must be at least 6 characters.');
  });

  it('when emails differ only in case or spaces, then they normalise to one', () => {
    const parsed = registerRequestSchema.parse({
      name: 'A',
      phone: '1',
      email: '  Maryam@Example.TEST ',
      password: 'secret1',
    });
    expect(parsed.email).toBe('maryam@example.test');
  });
});
