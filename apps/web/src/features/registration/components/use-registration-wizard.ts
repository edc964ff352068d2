import {
  isAcceptedFile,
  type FileInfo,
  type ReferenceItemDto,
  type RegistrationFileField,
  type RegistrationTextField,
} from '@expert-portal/contracts';
import {
  canSubmitRegistration,
  currentRegistrationStep,
  registrationWizardMachine,
  selectRegistrationProgress,
  type RegistrationSubmission,
} from '@expert-portal/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { submitApplication } from '../api/submit-application';
import { useReferenceList } from '../api/use-reference-list';
import { fieldId } from './field-support';

export interface RegistrationWizardOptions {
  /** The stepper's jump option, off by default. */
  allowJump?: boolean;
}

/**
 * Runs the registrationWizard machine for the form: keeps the chosen File objects (the machine keeps only
 * their name, size and type), sends the application with upload progress, and moves the focus where the
 * machine says after a failed submit.
 */
export function useRegistrationWizard({ allowJump = false }: RegistrationWizardOptions = {}) {
  const files = useRef(new Map<RegistrationFileField, File>());
  const levels = useReferenceList('education_level');
  const levelItems = useRef<ReferenceItemDto[]>([]);
  useEffect(() => {
    levelItems.current = levels.data ?? [];
  }, [levels.data]);
  const [uploadPercent, setUploadPercent] = useState(0);
  // The number the API gave the application, for the success modal; the machine needs only that it was sent.
  const [applicationNumber, setApplicationNumber] = useState<number | null>(null);

  // Created once: useMachine starts one actor and keeps it for the page's life.
  const [machine] = useState(() =>
    registrationWizardMachine.provide({
      actors: {
        submitApplication: fromPromise<void, RegistrationSubmission>(({ input }) => {
          setUploadPercent(0);
          const chosen = [...files.current].filter(([field]) => input.files[field]);
          const level = levelItems.current.find((item) => String(item.id) === input.values.education_level);
          return submitApplication(
            { values: input.values, files: Object.fromEntries(chosen), level: level?.name ?? '' },
            (fraction) => setUploadPercent(Math.round(fraction * 100)),
          ).then((created) => setApplicationNumber(created.id));
        }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { allowJump } });
  const step = currentRegistrationStep(snapshot);
  const { banner, focus } = snapshot.context;

  // Keyboard and screen-reader users land on the new step's heading, not on the button they pressed.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    document.getElementById(stepHeadingId(step))?.focus();
  }, [step]);

  // The machine names a field to focus after Next or Submit found a problem (each new banner too, even for
  // the same field); this runs after the step effect above, so the field wins over the heading.
  useEffect(() => {
    if (focus) document.getElementById(fieldId(focus))?.focus();
  }, [banner, focus]);

  return {
    snapshot,
    send,
    step,
    progress: selectRegistrationProgress(snapshot),
    canSubmit: canSubmitRegistration(snapshot),
    // Only while the applicant can still change something: not while it is being sent, nor after success.
    incomplete: snapshot.matches({ editing: 'step3' }) && !canSubmitRegistration(snapshot),
    busy: snapshot.hasTag('busy'),
    uploadPercent,
    applicationNumber,
    change: (field: RegistrationTextField, value: string) => send({ type: 'field.change', field, value }),
    blur: (field: RegistrationTextField) => send({ type: 'field.blur', field }),
    selectFile: (field: RegistrationFileField, file: File | null) => {
      const info: FileInfo | null = file && { name: file.name, size: file.size, type: file.type };
      // The machine refuses other types; the form keeps only what the machine accepted.
      if (!file) files.current.delete(field);
      else if (info && isAcceptedFile(info)) files.current.set(field, file);
      send({ type: 'file.select', field, file: info });
    },
  };
}

export type RegistrationWizard = ReturnType<typeof useRegistrationWizard>;

/** The id of a step's heading, which takes the focus when the step changes. */
export function stepHeadingId(step: number): string {
  return `registration-step-${step}-heading`;
}
