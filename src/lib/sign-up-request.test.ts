import {
  CONTACT_SUBJECTS,
  LEAD_FIELDS,
  MESSAGE_MAX_LENGTH,
  emptyLeadValues,
  leadRequest,
  validateLead,
  type LeadValues,
} from './sign-up-request';

const context = { language: 'zh-hans' };
const values = (change: Partial<LeadValues> = {}): LeadValues => ({
  ...emptyLeadValues(),
  name: 'Ana Lima',
  email: 'ana@example.com',
  ...change,
});
const contact = (change: Partial<LeadValues> = {}) =>
  values({ subject: 'funding', message: 'How long does a card withdrawal take?', ...change });

const errorsOf = async (...args: Parameters<typeof validateLead>) => {
  const check = await validateLead(...args);
  return check.valid ? {} : check.errors;
};

describe('validateLead', () => {
  it('accepts an e-book request and sends the trimmed values of its own fields only', async () => {
    await expect(
      validateLead('ebook', values({ name: '  Ana Lima ', email: ' ana@example.com\t', message: 'not on this form' }), context),
    ).resolves.toEqual({ valid: true, request: { kind: 'ebook', name: 'Ana Lima', email: 'ana@example.com', language: 'zh-hans' } });
  });

  it('keeps an optional choice when one is made', async () => {
    await expect(validateLead('ebook', values({ experience: 'some' }), context)).resolves.toMatchObject({
      valid: true,
      request: { experience: 'some' },
    });
  });

  it('adds the webinar to a registration', async () => {
    await expect(validateLead('webinar', values(), { language: 'en', webinarId: 'gold-outlook' })).resolves.toEqual({
      valid: true,
      request: { kind: 'webinar', name: 'Ana Lima', email: 'ana@example.com', webinarId: 'gold-outlook', language: 'en' },
    });
  });

  it.each([
    ['name', '', 'nameRequired'],
    ['name', '   ', 'nameRequired'],
    ['name', ' A ', 'nameMinLength'],
    ['name', 'x'.repeat(101), 'nameTooLong'],
    ['email', '', 'emailRequired'],
    ['email', 'ana@', 'emailInvalid'],
    ['email', 'ana@localhost', 'emailInvalid'],
    ['email', 'ana lima@example.com', 'emailInvalid'],
    ['experience', 'expert', 'experienceInvalid'],
  ] as const)('reports %s %j as %s', async (field, value, key) => {
    expect(await errorsOf('ebook', values({ [field]: value }), context)).toEqual({ [field]: key });
  });

  it('accepts a name of exactly two characters once trimmed', async () => {
    await expect(validateLead('ebook', values({ name: ' Li ' }), context)).resolves.toMatchObject({ valid: true });
  });

  it('reports every invalid field at once, one key each', async () => {
    expect(await errorsOf('contact', emptyLeadValues(), context)).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      subject: 'subjectRequired',
      message: 'messageRequired',
    });
  });

  it('checks the contact form: optional phone, a subject of the list, a message within its limit', async () => {
    await expect(validateLead('contact', contact(), context)).resolves.toMatchObject({ valid: true });
    await expect(validateLead('contact', contact({ phone: '+61 2 8000 0000' }), context)).resolves.toMatchObject({
      valid: true,
      request: { phone: '+61 2 8000 0000', subject: 'funding' },
    });
    expect(await errorsOf('contact', contact({ phone: 'call me' }), context)).toEqual({ phone: 'phoneInvalid' });
    expect(await errorsOf('contact', contact({ subject: 'complaints' }), context)).toEqual({ subject: 'subjectRequired' });
    expect(await errorsOf('contact', contact({ message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }), context)).toEqual({
      message: 'messageTooLong',
    });
  });

  it('leaves what the visitor cannot change to the server', async () => {
    // A registration without its webinar: no field to mark, the server's answer says what went wrong.
    await expect(validateLead('webinar', values(), context)).resolves.toMatchObject({ valid: true });
  });
});

describe('the forms', () => {
  it('show a name and an e-mail address first, and the contact form its subjects', () => {
    for (const fields of Object.values(LEAD_FIELDS)) expect(fields.slice(0, 2)).toEqual(['name', 'email']);
    expect(CONTACT_SUBJECTS).toContain('other');
  });

  it('send the fields of their own kind', () => {
    expect(Object.keys(leadRequest('contact', contact({ experience: 'new' }), context)).sort()).toEqual(
      ['kind', 'name', 'email', 'phone', 'subject', 'message', 'language'].sort(),
    );
  });
});
