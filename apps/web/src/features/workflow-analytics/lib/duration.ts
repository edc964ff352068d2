import type { TFunction } from 'i18next';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A length of time in its two largest units, as people say it: «3 д 4 ч», «5 ч 20 мин», «12 мин», «40 с»
 * («3 к 4 сағ» in Kazakh); `t` is bound to the `workflow-analytics` namespace.
 */
export function formatDuration(seconds: number, t: TFunction): string {
  const whole = Math.max(0, Math.round(seconds));
  const unit = (name: string, n: number) => t(`duration.${name}`, { n });
  if (whole < MINUTE) return unit('seconds', whole);
  if (whole < HOUR) return unit('minutes', Math.floor(whole / MINUTE));
  const [big, small, name, smallName] =
    whole < DAY
      ? [Math.floor(whole / HOUR), Math.floor((whole % HOUR) / MINUTE), 'hours', 'minutes']
      : [Math.floor(whole / DAY), Math.floor((whole % DAY) / HOUR), 'days', 'hours'];
  return small ? `${unit(name, big)} ${unit(smallName, small)}` : unit(name, big);
}
