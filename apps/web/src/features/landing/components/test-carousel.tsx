import { carouselMachine, isCarouselPaused } from '@expert-portal/machines';
import { ActionIcon, Box, Group, Stack, UnstyledButton } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import { useMachine } from '@xstate/react';
import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECTION_TESTS } from '../content/selection-tests';
import { TestCard } from './test-card';

/**
 * The test cards of the walkthrough's second step, one at a time: the `carousel` machine moves to the next
 * every 5000 ms and wraps. It holds still while the pointer is over it, while it has keyboard focus, or
 * after the visitor stops it, so nobody has to read against the clock.
 */
export function TestCarousel() {
  const { t } = useTranslation('home');
  const [snapshot, send] = useMachine(carouselMachine, { input: { count: SELECTION_TESTS.length } });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const holdStill = hovered || focused || stopped;

  useEffect(() => {
    send({ type: holdStill ? 'carousel.pause' : 'carousel.resume' });
  }, [send, holdStill]);

  const leaveFocus = (event: FocusEvent<HTMLElement>): void => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const index = snapshot.context.index;
  const paused = isCarouselPaused(snapshot);
  const total = SELECTION_TESTS.length;
  return (
    <Box
      role="region"
      aria-label={t('carousel.label')}
      data-testid="test-carousel"
      data-paused={paused}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
      maw={640}
    >
      <Stack gap="sm">
        {/* Announced only while the visitor is in charge; automatic moves would interrupt a screen reader. */}
        <div aria-live={paused ? 'polite' : 'off'} aria-atomic="true">
          <div role="group" aria-label={t('carousel.slide', { current: index + 1, total })}>
            <TestCard test={SELECTION_TESTS[index]} />
          </div>
        </div>
        <Group justify="space-between" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={stopped ? t('carousel.play') : t('carousel.stop')}
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? (
              <IconPlayerPlayFilled size={16} aria-hidden />
            ) : (
              <IconPlayerPauseFilled size={16} aria-hidden />
            )}
          </ActionIcon>
          <Group gap={0} role="group" aria-label={t('carousel.dots')} wrap="nowrap">
            {SELECTION_TESTS.map((test, dot) => (
              // A 12 px dot in a 24 px button: big enough to hit with a finger (WCAG 2.2 target size).
              <UnstyledButton
                key={test.id}
                aria-label={t('carousel.goTo', { index: dot + 1 })}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => send({ type: 'carousel.go', index: dot })}
                w={24}
                h={24}
                style={{ display: 'grid', placeItems: 'center', borderRadius: '50%' }}
              >
                <Box w={12} h={12} bg={dot === index ? 'blue.9' : 'gray.5'} style={{ borderRadius: '50%' }} />
              </UnstyledButton>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('carousel.prev')}
              onClick={() => send({ type: 'carousel.prev' })}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('carousel.next')}
              onClick={() => send({ type: 'carousel.next' })}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </Stack>
    </Box>
  );
}
