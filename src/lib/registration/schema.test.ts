import { NAME_MIN_LENGTH, REGISTRATION_FIELDS, validateRegistration } from './schema';

const valid = {
  first_name: 'Ada',
  middle_name: '',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  classname: 'gb',
  country_code: '+44',
  mobile: '7700900123',
};

const errorsOf = async (input: unknown) => {
  const check = await validateRegistration(input);
  return check.valid ? {} : check.errors;
};

describe('validateRegistration', () => {
  it('accepts a complete entry and returns the trimmed values only', async () => {
    await expect(validateRegistration({ ...valid, first_name: '  Ada ', email: ' ada@example.com\t', extra: 'dropped' })).resolves.toEqual({
      valid: true,
      fields: valid,
    });
  });

  it('treats the middle name as optional', async () => {
    const { middle_name: _omitted, ...withoutMiddle } = valid;
    await expect(validateRegistration(withoutMiddle)).resolves.toEqual({ valid: true, fields: valid });
    await expect(validateRegistration({ ...valid, middle_name: null })).resolves.toEqual({ valid: true, fields: valid });
    await expect(validateRegistration({ ...valid, middle_name: ' Augusta ' })).resolves.toEqual({
      valid: true,
      fields: { ...valid, middle_name: 'Augusta' },
    });
  });

  it.each([
    ['first_name', '', 'firstNameRequired'],
    ['first_name', '   ', 'firstNameRequired'],
    ['first_name', undefined, 'firstNameRequired'],
    ['first_name', ' A ', 'firstNameMinLength'],
    ['last_name', '', 'lastNameRequired'],
    ['last_name', '\tB\n', 'lastNameMinLength'],
    ['email', '', 'emailRequired'],
    ['email', '  ', 'emailRequired'],
    ['email', 'ada', 'emailInvalid'],
    ['email', 'ada@example', 'emailInvalid'],
    ['email', 'ada@@example.com', 'emailInvalid'],
    ['email', 'ada lovelace@example.com', 'emailInvalid'],
    ['mobile', '', 'phoneRequired'],
    ['mobile', '   ', 'phoneRequired'],
    ['classname', '', 'countryRequired'],
    ['classname', 'zz', 'countryRequired'],
    ['country_code', '', 'phoneCodeRequired'],
    ['country_code', '+0', 'phoneCodeRequired'],
  ])('%s %j → %s', async (field, value, key) => {
    await expect(errorsOf({ ...valid, [field]: value })).resolves.toEqual({ [field]: key });
  });

  it(`accepts names of exactly ${NAME_MIN_LENGTH} characters once trimmed`, async () => {
    await expect(validateRegistration({ ...valid, first_name: ' Al ', last_name: 'Li' })).resolves.toMatchObject({ valid: true });
  });

  it('reports every invalid field at once, one message key each', async () => {
    await expect(errorsOf({})).resolves.toEqual({
      first_name: 'firstNameRequired',
      last_name: 'lastNameRequired',
      email: 'emailRequired',
      classname: 'countryRequired',
      country_code: 'phoneCodeRequired',
      mobile: 'phoneRequired',
    });
  });

  it('counts values that are not text as missing instead of failing', async () => {
    await expect(errorsOf({ ...valid, first_name: { a: 1 }, mobile: ['1'] })).resolves.toEqual({
      first_name: 'firstNameRequired',
      mobile: 'phoneRequired',
    });
    await expect(validateRegistration({ ...valid, mobile: 7700900123 })).resolves.toMatchObject({ valid: true });
  });

  it('lists the fields in their on-screen order', () => {
    expect(REGISTRATION_FIELDS).toEqual(['first_name', 'middle_name', 'last_name', 'email', 'classname', 'country_code', 'mobile']);
  });
});
