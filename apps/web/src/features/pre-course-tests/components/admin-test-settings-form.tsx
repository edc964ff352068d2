import {
  isMessageKey,
  preCourseTestPatchSchema,
  type PreCourseTestDto,
  type PreCourseTestPatch,
} from '@expert-portal/contracts';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { usePatchTest } from '../api/admin-use-patch-test';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { localTitle } from '@/shared/lib/local-title';

interface Values {
  title: string;
  title_kz: string;
  description: string;
  description_kz: string;
  time_limit_minutes: number | string;
}

type Field = keyof Values;

function valuesOf(test: PreCourseTestDto): Values {
  return {
    title: test.title,
    title_kz: test.title_kz,
    description: test.description,
    description_kz: test.description_kz,
    time_limit_minutes: test.time_limit_minutes,
  };
}

function bodyOf(values: Values): PreCourseTestPatch {
  return {
    ...values,
    // An emptied number field is not a number: the schema refuses it as such.
    time_limit_minutes:
      typeof values.time_limit_minutes === 'number' ? values.time_limit_minutes : Number.NaN,
  };
}

// The shared schema's checks, so the form refuses what the API would; each field's first message key.
function validate(values: Values): Partial<Record<Field, string>> {
  const result = preCourseTestPatchSchema.safeParse(bodyOf(values));
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (field === 'time_limit_minutes') errors[field] ??= 'tests-admin:settings.timeLimitRange';
    else if (isMessageKey(issue.message)) errors[field] ??= `errors:${issue.message}`;
    else
      errors[field] ??= issue.code === 'too_big' ? 'errors:validation.too_long' : 'errors:validation.invalid';
  }
  return errors;
}

/** A test's titles, descriptions and time limit (what PATCH allows); the pass mark is shown, not edited. */
export function AdminTestSettingsForm({ test }: { test: PreCourseTestDto }) {
  const { t, i18n } = useTranslation(['tests-admin', 'errors']);
  const patch = usePatchTest(test.id);
  const headingId = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(test));
  const [checked, setChecked] = useState(false);
  const errors = checked ? validate(values) : {};
  const set = (field: Field, value: Values[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: Field) => (errors[field] ? t(errors[field]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const result = preCourseTestPatchSchema.safeParse(bodyOf(values));
    if (!result.success) return;
    patch.mutate(result.data, {
      onSuccess: () => {
        notifySuccess(t('settings.saved'));
        setChecked(false);
      },
      onError: (error) => notifyError(t('settings.saveFailed'), errorMessage(error, t)),
    });
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('settings.title', { title: localTitle(test, i18n.language) })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('settings.titleRu')}
            value={values.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={errorOf('title')}
            withAsterisk
            maxLength={300}
          />
          <TextInput
            label={t('settings.titleKk')}
            value={values.title_kz}
            onChange={(event) => set('title_kz', event.currentTarget.value)}
            error={errorOf('title_kz')}
            withAsterisk
            maxLength={300}
          />
          <Textarea
            label={t('settings.descriptionRu')}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            error={errorOf('description')}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={4000}
          />
          <Textarea
            label={t('settings.descriptionKk')}
            value={values.description_kz}
            onChange={(event) => set('description_kz', event.currentTarget.value)}
            error={errorOf('description_kz')}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={4000}
          />
          <NumberInput
            label={t('settings.timeLimit')}
            description={t('settings.timeLimitHint')}
            value={values.time_limit_minutes}
            onChange={(value) => set('time_limit_minutes', value)}
            error={errorOf('time_limit_minutes')}
            min={1}
            max={240}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('settings.passPercent')}
            </Text>
            <Text>{t('tests.percent', { percent: test.pass_percent })}</Text>
            <Text size="xs" c="dimmed">
              {t('settings.passPercentHint')}
            </Text>
          </Stack>
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={patch.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
