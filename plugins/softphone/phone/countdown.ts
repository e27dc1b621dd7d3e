// The after-call countdown of the user group's card_timeout (spec 000 section 4.4): one tick a second;
// `onExpire` runs once when it reaches zero unless stopped first (the card was saved or closed).
export interface Countdown {
  stop: () => void;
}

export function startCountdown(
  total: number,
  onTick: (remaining: number) => void,
  onExpire: () => void,
): Countdown {
  let remaining = total;
  onTick(remaining);
  const timer = setInterval(() => {
    remaining -= 1;
    onTick(remaining);
    if (remaining <= 0) {
      clearInterval(timer);
      onExpire();
    }
  }, 1000);
  return { stop: () => clearInterval(timer) };
}
