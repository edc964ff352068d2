import {
  PASSWORD_MIN_LENGTH,
  passwordLength,
  passwordProblem,
  type PasswordOwner,
} from '@expert-portal/contracts';
import { Box, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint, IconX } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPasswordChecker, type PasswordChecker } from '@/shared/lib/password-checker';

const STEPS = [0, 1, 2, 3, 4] as const;
type Score = (typeof STEPS)[number];
/** A step's colour, from "very weak" to "strong". */
const STEP_COLORS: Record<Score, string> = {
  0: 'var(--mantine-color-red-7)',
  1: 'var(--mantine-color-orange-7)',
  2: 'var(--mantine-color-yellow-6)',
  3: 'var(--mantine-color-teal-7)',
  4: 'var(--mantine-color-green-8)',
};

/** A rule kept, broken, or not known yet (the common-password list is still loading). */
type RuleState = 'met' | 'unmet' | 'pending';

interface Assessment {
  /** Undefined until zxcvbn-ts is in. */
  score?: Score;
  rules: { length: RuleState; common: RuleState; personal: RuleState };
}

/** The words of the owner zxcvbn should treat as guessable (their username, name, e-mail, IIN). */
function relatedWords(owner: PasswordOwner): string[] {
  return [owner.username, owner.iin, owner.email, ...(owner.name ?? '').split(/\s+/)].filter(
    (word): word is string => !!word && word.length > 0,
  );
}

function assess(password: string, owner: PasswordOwner, checker?: PasswordChecker): Assessment {
  const state = (kept: boolean | undefined): RuleState =>
    kept === undefined ? 'pending' : kept ? 'met' : 'unmet';
  const rules = {
    length: state(passwordLength(password) >= PASSWORD_MIN_LENGTH),
    // The contracts' rule, as the API applies it: the common list alone, then the owner's words alone.
    common: state(checker && passwordProblem(password, {}, checker.isCommon) !== 'password.common'),
    personal: state(passwordProblem(password, owner, () => false) !== 'password.personal'),
  };
  if (!checker) return { rules };
  const score = checker.score(password, relatedWords(owner));
  // A password the API refuses is weak whatever its guessing time (e.g. a random 10 characters).
  const refused = Object.values(rules).includes('unmet');
  return { score: refused ? (Math.min(score, 1) as Score) : score, rules };
}

function usePasswordChecker(): PasswordChecker | undefined {
  const [checker, setChecker] = useState<PasswordChecker>();
  useEffect(() => {
    let mounted = true;
    // Without it the meter still shows the length and personal rules; the API checks the rest anyway.
    loadPasswordChecker().then(
      (loaded) => mounted && setChecker(() => loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return checker;
}

const RULE_ICONS = { met: IconCheck, unmet: IconX, pending: IconPoint };
const RULE_COLORS = {
  met: 'var(--mantine-color-green-8)',
  unmet: 'var(--mantine-color-red-8)',
  pending: 'var(--mantine-color-gray-6)',
};

interface PasswordStrengthMeterProps {
  password: string;
  /** Whose password it is: it may contain none of their words. */
  owner: PasswordOwner;
}

/**
 * Under a new-password field: zxcvbn-ts's score in five steps and the portal's rules (ASVS: length, not a
 * common password, none of the owner's words), each kept or not, as the password is typed.
 */
export function PasswordStrengthMeter({ password, owner }: PasswordStrengthMeterProps) {
  const { t } = useTranslation('security');
  const checker = usePasswordChecker();
  const typed = useDeferredValue(password);
  const { score, rules } = assess(typed, owner, checker);
  const shown = typed.length > 0 ? score : undefined;
  const label = shown === undefined ? undefined : t(`strength.${shown}`);

  return (
    <Stack gap={6} data-testid="password-strength">
      <Box
        role="meter"
        aria-label={t('strength.label')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={shown ?? 0}
        aria-valuetext={label ?? '—'}
      >
        <Group gap={4} grow wrap="nowrap" aria-hidden>
          {STEPS.map((step) => (
            <Box
              key={step}
              h={6}
              style={{
                borderRadius: 3,
                background:
                  shown !== undefined && step <= shown ? STEP_COLORS[shown] : 'var(--mantine-color-gray-3)',
              }}
            />
          ))}
        </Group>
      </Box>
      {/* Its line is kept while there is no verdict yet (nothing typed, zxcvbn-ts still loading), so that the
          fields and the button under the meter stay where they are when it comes: a press aimed at the button
          as the verdict arrived would land beside it. Hidden, it is not read out either. */}
      <Text
        size="xs"
        c="dimmed"
        data-testid="password-strength-label"
        style={label ? undefined : { visibility: 'hidden' }}
      >
        {t('strength.label')}: <b>{label ?? '—'}</b>
      </Text>
      <List spacing={2} size="xs" listStyleType="none" data-testid="password-rules">
        {(['length', 'common', 'personal'] as const).map((rule) => {
          // Before anything is typed every rule is neutral: nothing is broken yet.
          const state: RuleState = typed.length === 0 ? 'pending' : rules[rule];
          const Icon = RULE_ICONS[state];
          return (
            <List.Item
              key={rule}
              data-rule={rule}
              data-state={state}
              icon={<Icon size={14} color={RULE_COLORS[state]} aria-hidden style={{ display: 'block' }} />}
            >
              <Text span size="xs" c={state === 'unmet' ? 'red.8' : 'dimmed'}>
                {t(`rule.${rule}`, { min: PASSWORD_MIN_LENGTH })}
              </Text>
              {typed.length > 0 && <VisuallyHidden> — {t(`rule.${state}`)}</VisuallyHidden>}
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
