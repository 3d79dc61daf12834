import {
  pinFormatMessage,
  returnToParentNeedsOneMessage,
  returnToParentRequestSchema,
  setParentPinRequestSchema,
} from './family';
import { familyThemeUnknownMessage, setFamilyThemeRequestSchema } from './family-theme';
import { addChildRequestSchema, childAvatarInvalidMessage } from './requests';
import { registerRequestSchema } from './sign-in-requests';

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
      firstMessage(
        addChildRequestSchema.safeParse({
          name: 'A',
          age: 'old',
          username: 'kid.a',
          password: 'secret1',
          avatar: 'owl',
        }),
      ),
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

describe("a parent's requests about children and the family", () => {
  const child = { name: 'Amina', age: 7, username: 'amina.k', password: 'secret1', avatar: 'owl' };

  it('when a child is added without a username or with a picture that is not built in, then it says so', () => {
    const { username: _username, ...withoutUsername } = child;
    expect(firstMessage(addChildRequestSchema.safeParse(withoutUsername))).toBe('Username is required.');
    expect(firstMessage(addChildRequestSchema.safeParse({ ...child, avatar: '/media/me.jpg' }))).toBe(
      childAvatarInvalidMessage,
    );
    expect(addChildRequestSchema.parse(child)).toEqual(child);
  });

  it('when a PIN is not exactly 4 digits, then the PIN message comes back; both or neither of PIN and password is refused', () => {
    for (const pin of ['123', '12345', '12a4', ' 1234']) {
      expect(firstMessage(setParentPinRequestSchema.safeParse({ currentPassword: 'x', pin }))).toBe(pinFormatMessage);
    }
    expect(setParentPinRequestSchema.parse({ currentPassword: 'x', pin: null })).toEqual({
      currentPassword: 'x',
      pin: null,
    });
    expect(returnToParentRequestSchema.parse({ pin: '0042' })).toEqual({ pin: '0042' });
    expect(firstMessage(returnToParentRequestSchema.safeParse({}))).toBe(returnToParentNeedsOneMessage);
    expect(firstMessage(returnToParentRequestSchema.safeParse({ pin: '0042', password: 'x' }))).toBe(
      returnToParentNeedsOneMessage,
    );
  });

  it('when a theme is not one of the family themes, then the message lists them', () => {
    expect(setFamilyThemeRequestSchema.parse({ name: 'Night' })).toEqual({ name: 'Night' });
    expect(firstMessage(setFamilyThemeRequestSchema.safeParse({ name: 'azure' }))).toBe(familyThemeUnknownMessage);
  });
});
