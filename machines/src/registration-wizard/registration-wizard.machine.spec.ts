import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { persistSnapshot } from '../core/persistence';
import { describeSnapshotFixtures } from '../testing/fixtures';
import {
  firstRegistrationIssue,
  normalizeFieldInput,
  registrationProgress,
  type RegistrationFileField,
  type RegistrationTextField,
} from '@expert-portal/contracts';
import type { RegistrationWizardEvent } from './registration-wizard.events';
import {
  REGISTRATION_BANNER_MS,
  REGISTRATION_WIZARD_MACHINE_VERSION,
  canSubmitRegistration,
  currentRegistrationStep,
  registrationWizardMachine,
  selectRegistrationProgress,
  type RegistrationSubmission,
} from './registration-wizard.machine';

type Snapshot = SnapshotFrom<typeof registrationWizardMachine>;

const pdf = (name: string) => ({ name, size: 1200, type: 'application/pdf' });

const VALID_TEXT: Partial<Record<RegistrationTextField, string>> = {
  name: 'Ахметова Айгерим Серикқызы',
  id_number: '045612378',
  address: 'Астана, ул. Кенесары, 40',
  iin: '900101450129',
  email: 'aigerim@example.kz',
  phone: '7012345678',
  bank: 'Halyk Bank',
  iik: 'KZ12601A861000123456',
  teacher_category: '2',
  language: '1',
  language_learn: '2',
  workplace: 'Школа-лицей № 8',
  subject: '5',
  education_level: '3',
  academic_status: 'false',
};
const VALID_FILES: Partial<Record<RegistrationFileField, ReturnType<typeof pdf>>> = {
  identity_doc: pdf('id.pdf'),
};

function fill(
  text: Partial<Record<RegistrationTextField, string>> = VALID_TEXT,
  files = VALID_FILES,
): RegistrationWizardEvent[] {
  return [
    ...Object.entries(text).map(([field, value]) => ({
      type: 'field.change' as const,
      field: field as RegistrationTextField,
      value,
    })),
    ...Object.entries(files).map(([field, file]) => ({
      type: 'file.select' as const,
      field: field as RegistrationFileField,
      file,
    })),
  ];
}

// Failed submits schedule the banner's 4 s hide; stopping the actors cancels those timers.
const started: { stop: () => void }[] = [];
afterEach(() => started.splice(0).forEach((actor) => actor.stop()));

function startWizard(
  options: {
    allowJump?: boolean;
    submit?: (input: RegistrationSubmission) => Promise<void>;
    snapshot?: unknown;
  } = {},
) {
  const sent: RegistrationSubmission[] = [];
  const machine = registrationWizardMachine.provide({
    actors: {
      submitApplication: fromPromise<void, RegistrationSubmission>(async ({ input }) => {
        sent.push(input);
        await options.submit?.(input);
      }),
    },
  });
  const actor = createActor(machine, {
    input: { allowJump: options.allowJump },
    ...(options.snapshot ? { snapshot: options.snapshot as Snapshot } : {}),
  }).start();
  started.push(actor);
  const send = (...events: RegistrationWizardEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, sent, send, snapshot: () => actor.getSnapshot() };
}

const toStep3: RegistrationWizardEvent[] = [{ type: 'wizard.next' }, { type: 'wizard.next' }];

describe('registrationWizard: steps', () => {
  it('moves with Next and Back between steps 1–3', () => {
    const { send, snapshot } = startWizard();
    expect(currentRegistrationStep(snapshot())).toBe(1);
    send({ type: 'wizard.back' });
    expect(currentRegistrationStep(snapshot())).toBe(1);
    send(...toStep3, { type: 'wizard.next' });
    expect(currentRegistrationStep(snapshot())).toBe(3);
    send({ type: 'wizard.back' });
    expect(currentRegistrationStep(snapshot())).toBe(2);
  });

  it('the stepper may jump only when the guard option is on (off by default)', () => {
    const closed = startWizard();
    closed.send({ type: 'wizard.jump', step: 3 });
    expect(currentRegistrationStep(closed.snapshot())).toBe(1);
    const open = startWizard({ allowJump: true });
    open.send({ type: 'wizard.jump', step: 3 });
    expect(currentRegistrationStep(open.snapshot())).toBe(3);
    open.send({ type: 'wizard.jump', step: 1 });
    expect(currentRegistrationStep(open.snapshot())).toBe(1);
  });
});

describe('registrationWizard: field errors as the person goes', () => {
  it('a filled field that fails its rule says so when it loses focus; an empty one keeps what was said', () => {
    const { send, snapshot } = startWizard();
    send({ type: 'field.change', field: 'iin', value: '900101450128' }, { type: 'field.blur', field: 'iin' });
    expect(snapshot().context.errors.iin).toBe('registration.iin_check_digit');
    send({ type: 'field.change', field: 'iin', value: '900101450129' });
    expect(snapshot().context.errors.iin).toBeUndefined();
    send({ type: 'field.blur', field: 'iin' });
    expect(snapshot().context.errors.iin).toBeUndefined();
    send({ type: 'field.blur', field: 'email' });
    expect(snapshot().context.errors.email).toBeUndefined();
  });

  it('Next stays on a step whose filled fields fail, shows each message and focuses the first', () => {
    const { send, snapshot } = startWizard();
    send(...fill({ ...VALID_TEXT, iin: '900101450128', email: 'aigerim@example', phone: '' }));
    send({ type: 'wizard.next' });
    expect(currentRegistrationStep(snapshot())).toBe(1);
    expect(snapshot().context).toMatchObject({
      focus: 'iin',
      errors: { iin: 'registration.iin_check_digit', email: 'registration.email' },
    });
    expect(snapshot().context.errors.phone).toBeUndefined();
    send(...fill({ iin: '900101450129', email: 'aigerim@example.kz' }), { type: 'wizard.next' });
    expect(currentRegistrationStep(snapshot())).toBe(2);
    expect(snapshot().context.focus).toBeNull();
  });
});

describe('registrationWizard: completion percents', () => {
  it('counts step 1 out of 9 (email, phone ≥ 10 digits and iin checked), step 2 out of 6, step 3 out of 2', () => {
    const { send, snapshot } = startWizard();
    expect(selectRegistrationProgress(snapshot())).toEqual({ step1: 0, step2: 0, step3: 0, overall: 0 });
    send(
      ...fill(
        {
          name: 'Ахметова',
          email: 'aigerim@example', // not x@y.z: not counted
          phone: '701234567', // 9 digits: not counted
          iin: '90010145012', // 11 digits: not counted
          address: 'Астана',
          workplace: 'Школа',
          subject: '5',
          language: '1',
        },
        { identity_doc: pdf('id.pdf'), other_certificate: pdf('cert.png') },
      ),
    );
    // The overall figure counts the 15 required fields only (6 here): the optional certificate of step 3 does not.
    expect(selectRegistrationProgress(snapshot())).toEqual({ step1: 33, step2: 50, step3: 50, overall: 40 });
    send(...fill({ email: 'aigerim@example.kz', phone: '7012345678', iin: '900101450129' }, {}));
    expect(selectRegistrationProgress(snapshot())).toMatchObject({ step1: 67 });
    send(...fill(VALID_TEXT, { ...VALID_FILES, best_teacher_certificate: pdf('best.pdf') }));
    expect(selectRegistrationProgress(snapshot())).toEqual({
      step1: 100,
      step2: 100,
      step3: 100,
      overall: 100,
    });
  });

  it('normalises digit fields: id_number 9, iin 12, phone 10 without a pasted leading 7 or 8', () => {
    expect(normalizeFieldInput('phone', '+7 (701) 234-56-78')).toBe('7012345678');
    expect(normalizeFieldInput('phone', '87012345678')).toBe('7012345678');
    expect(normalizeFieldInput('phone', '70123456789012')).toBe('7012345678');
    expect(normalizeFieldInput('iin', '9001-0145-0123-99')).toBe('900101450123');
    expect(normalizeFieldInput('id_number', 'N 0456123789')).toBe('045612378');
    expect(normalizeFieldInput('name', ' Айгерим ')).toBe(' Айгерим ');
    const { send, snapshot } = startWizard();
    send({ type: 'field.change', field: 'phone', value: '8 701 234 56 78' });
    expect(snapshot().context.values.phone).toBe('7012345678');
  });

  it('accepts only pdf, jpg, jpeg and png files', () => {
    const { send, snapshot } = startWizard();
    send({ type: 'file.select', field: 'identity_doc', file: { name: 'scan.docx', size: 10, type: '' } });
    expect(snapshot().context.files.identity_doc).toBeUndefined();
    expect(snapshot().context.errors.identity_doc).toBe('registration.file_type');
    send({
      type: 'file.select',
      field: 'identity_doc',
      file: { name: 'SCAN.JPEG', size: 10, type: 'image/jpeg' },
    });
    expect(snapshot().context.files.identity_doc?.name).toBe('SCAN.JPEG');
    expect(snapshot().context.errors.identity_doc).toBeUndefined();
    send({ type: 'file.select', field: 'identity_doc', file: null });
    expect(snapshot().context.files.identity_doc).toBeUndefined();
  });
});

describe('registrationWizard: submitting', () => {
  it('checks in the spec’s order on submit and moves to the first failure’s step with its field and banner', () => {
    const { send, snapshot } = startWizard();
    send(...fill({ ...VALID_TEXT, name: ' ', iin: '' }), ...toStep3, { type: 'wizard.submit' });
    expect(currentRegistrationStep(snapshot())).toBe(1);
    expect(snapshot().context).toMatchObject({
      focus: 'name',
      errors: { name: 'registration.name' },
      banner: { kind: 'field', field: 'name', message: 'registration.name', source: 'client' },
    });
    send({ type: 'field.change', field: 'name', value: 'Ахметова Айгерим' });
    expect(snapshot().context.errors.name).toBeUndefined();
    send(...toStep3, { type: 'wizard.submit' });
    expect(snapshot().context.focus).toBe('iin');
  });

  it('a banner hides itself after 4 s; a newer banner gets its own 4 s', () => {
    jest.useFakeTimers();
    try {
      const { send, snapshot } = startWizard();
      send(...toStep3, { type: 'wizard.submit' });
      expect(snapshot().context.banner).toMatchObject({ field: 'name' });
      jest.advanceTimersByTime(REGISTRATION_BANNER_MS - 1000);
      send(...toStep3, { type: 'wizard.submit' });
      jest.advanceTimersByTime(REGISTRATION_BANNER_MS - 1);
      expect(snapshot().context.banner).toMatchObject({ field: 'name' });
      jest.advanceTimersByTime(1);
      expect(snapshot().context.banner).toBeNull();
      expect(snapshot().context.errors.name).toBe('registration.name');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a step-2 failure moves to step 2; subject2 may not repeat subject; a degree needs its certificate', () => {
    const { send, snapshot } = startWizard();
    send(...fill({ ...VALID_TEXT, language_learn: '' }), ...toStep3, { type: 'wizard.submit' });
    expect(currentRegistrationStep(snapshot())).toBe(2);
    expect(snapshot().context.focus).toBe('language_learn');
    const form = (text: Partial<Record<RegistrationTextField, string>>) => ({
      values: { ...snapshot().context.values, ...VALID_TEXT, ...text },
      files: VALID_FILES,
    });
    expect(firstRegistrationIssue(form({ subject2: '5' }))?.field).toBe('subject2');
    expect(firstRegistrationIssue(form({ subject2: '6' }))).toBeNull();
    expect(firstRegistrationIssue(form({ academic_status: 'true' }))?.field).toBe(
      'academic_degree_certificate',
    );
    expect(firstRegistrationIssue(form({ phone: '701234567' }))).toMatchObject({ field: 'phone', step: 1 });
  });

  it('submit is enabled only with steps 1 and 2 valid; one request at a time; success, then done', async () => {
    let release: () => void = () => undefined;
    const { send, sent, snapshot, actor } = startWizard({
      submit: () => new Promise<void>((resolve) => (release = resolve)),
    });
    send(...fill(), ...toStep3);
    expect(canSubmitRegistration(snapshot())).toBe(true);
    send({ type: 'wizard.submit' }, { type: 'wizard.submit' }, { type: 'wizard.back' });
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({ values: expect.objectContaining(VALID_TEXT), files: VALID_FILES });
    release();
    await waitFor(actor, (s) => s.matches('success'));
    send({ type: 'wizard.close' });
    expect(snapshot().status).toBe('done');
  });

  it('a server field error moves to that field’s step and focuses it', async () => {
    const { send, snapshot, actor } = startWizard({
      submit: async () => {
        throw { kind: 'fields', errors: { iin: ['Заявка с таким ИИН уже существует.'], email: ['Занят.'] } };
      },
    });
    send(...fill(), ...toStep3, { type: 'wizard.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(currentRegistrationStep(snapshot())).toBe(1);
    expect(snapshot().context).toMatchObject({
      focus: 'iin',
      errors: { iin: 'Заявка с таким ИИН уже существует.' },
      banner: {
        kind: 'field',
        field: 'iin',
        message: 'Заявка с таким ИИН уже существует.',
        source: 'server',
      },
    });
  });

  it.each([
    [
      { kind: 'detail', detail: 'Приём заявок закрыт.' },
      { kind: 'detail', text: 'Приём заявок закрыт.' },
    ],
    [{ kind: 'too_large' }, { kind: 'message', key: 'registration.error.too_large', params: {} }],
    [
      { kind: 'status', status: 500 },
      { kind: 'message', key: 'registration.error.status', params: { status: 500 } },
    ],
    [new TypeError('Failed to fetch'), { kind: 'message', key: 'registration.error.network', params: {} }],
    [
      { kind: 'fields', errors: { non_field_errors: ['Неверные данные.'] } },
      { kind: 'detail', text: 'Неверные данные.' },
    ],
  ])('other failures stay on step 3 with a banner (%#)', async (failure, banner) => {
    const { send, snapshot, actor } = startWizard({
      submit: async () => {
        throw failure;
      },
    });
    send(...fill(), ...toStep3, { type: 'wizard.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(currentRegistrationStep(snapshot())).toBe(3);
    expect(snapshot().context.banner).toEqual(banner);
    expect(snapshot().context.focus).toBeNull();
  });
});

describe('registrationWizard: persistence', () => {
  it('persist → JSON → restore keeps the step, the values and the files, and behaves identically', () => {
    const first = startWizard();
    first.send(...fill({ name: 'Ахметова', phone: '7012345678' }), { type: 'wizard.next' });
    const persisted = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot()));
    const restored = startWizard({ snapshot: persisted });
    expect(currentRegistrationStep(restored.snapshot())).toBe(2);
    expect(restored.snapshot().context).toEqual(first.snapshot().context);
    const next: RegistrationWizardEvent[] = [...fill(), { type: 'wizard.next' }, { type: 'wizard.submit' }];
    first.send(...next);
    restored.send(...next);
    expect(restored.snapshot().value).toEqual(first.snapshot().value);
    expect(restored.sent).toEqual(first.sent);
  });
});

describeSnapshotFixtures({
  dir: __dirname,
  name: 'registration-wizard',
  machine: registrationWizardMachine,
  version: REGISTRATION_WIZARD_MACHINE_VERSION,
  migrations: {},
  // Representative stored form: step 1 filled, on step 2.
  create: () => {
    const { send, snapshot } = startWizard();
    send(...fill({ ...VALID_TEXT, language: '', language_learn: '' }), { type: 'wizard.next' });
    return persistSnapshot(registrationWizardMachine, snapshot());
  },
  behaves: (snapshot) => {
    expect(currentRegistrationStep(snapshot)).toBe(2);
    expect(registrationProgress(snapshot.context)).toMatchObject({ step1: 100, step2: 67 });
    const {
      send,
      sent,
      snapshot: current,
    } = startWizard({
      snapshot: registrationWizardMachine.getPersistedSnapshot(snapshot),
    });
    send({ type: 'wizard.next' }, { type: 'wizard.submit' });
    expect(current().context.focus).toBe('language');
    send(
      ...fill({ language: '1', language_learn: '2' }, {}),
      { type: 'wizard.next' },
      { type: 'wizard.submit' },
    );
    expect(sent).toHaveLength(1);
  },
});
