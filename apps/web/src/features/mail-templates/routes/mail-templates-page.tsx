import {
  LANGUAGES,
  normalizeLanguage,
  type Language,
  type MailExampleDto,
  type MailKind,
} from '@expert-portal/contracts';
import { Alert, Grid, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/shared/api/error-message';
import { mailKindLabel } from '@/shared/lib/mail-entry';
import { useMailCatalogue } from '../api/use-mail-catalogue';
import { MailKindList, type MailKindGroupItems } from '../components/mail-kind-list';
import { MailPreview } from '../components/mail-preview';

/** From this width the kinds and the preview sit side by side (Mantine's md, the grid's breakpoint below). */
const SIDE_BY_SIDE = '(min-width: 62em)';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The catalogue's kinds under their groups, in the order the API lists them. */
function groupsOf(examples: readonly MailExampleDto[]): MailKindGroupItems[] {
  const groups: MailKindGroupItems[] = [];
  for (const { group, kind } of examples) {
    let items = groups.find((candidate) => candidate.group === group);
    if (!items) {
      items = { group, kinds: [] };
      groups.push(items);
    }
    if (!items.kinds.includes(kind)) items.kinds.push(kind);
  }
  return groups;
}

/** The example's language, independent of the interface's (which it starts from). */
function ExampleLanguage({ value, onChange }: { value: Language; onChange: (next: Language) => void }) {
  const { t } = useTranslation('mail-templates');
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {t('language')}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        value={value}
        onChange={(next) => isLanguage(next) && onChange(next)}
        data={LANGUAGES.map((language) => ({ value: language, label: t(`common:language.${language}`) }))}
      />
    </Stack>
  );
}

/**
 * /admin/mail-templates: every kind of mail the portal sends, under its step of the process, as its recipient
 * would get it with example data, in either language. The open kind is in the address (?kind=invitation).
 */
export function MailTemplatesPage() {
  const { t, i18n } = useTranslation(['mail-templates', 'mail']);
  const catalogue = useMailCatalogue();
  const [params, setParams] = useSearchParams();
  const [language, setLanguage] = useState<Language>(() => normalizeLanguage(i18n.language));
  const preview = useRef<HTMLDivElement>(null);

  const examples = catalogue.data?.results ?? [];
  const groups = groupsOf(examples);
  const kinds = groups.flatMap((item) => item.kinds);
  const wanted = params.get('kind');
  const kind = kinds.find((candidate) => candidate === wanted) ?? kinds[0] ?? null;
  const example = examples.find((candidate) => candidate.kind === kind && candidate.language === language);

  const select = (next: MailKind) => {
    setParams({ kind: next }, { replace: true });
    // Stacked on a narrow screen, the preview is under the list: bring it into sight.
    if (!window.matchMedia(SIDE_BY_SIDE).matches) preview.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('areas:admin.mail-templates.title')}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      {catalogue.isPending && (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      )}
      {catalogue.isError && (
        <Alert color="red" role="alert">
          {errorMessage(catalogue.error, t)}
        </Alert>
      )}
      {catalogue.isSuccess && kinds.length === 0 && <Text>{t('empty')}</Text>}
      {kind && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <MailKindList groups={groups} selected={kind} onSelect={select} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }} miw={0}>
            <Stack gap="lg" ref={preview} style={{ scrollMarginTop: 72 }}>
              <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
                <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
                  {mailKindLabel(kind, t)}
                </Title>
                <ExampleLanguage value={language} onChange={setLanguage} />
              </Group>
              {example ? <MailPreview example={example} /> : <Text>{t('missing')}</Text>}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
