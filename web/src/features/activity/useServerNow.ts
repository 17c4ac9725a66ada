// The server's clock, ticking every second: countdowns use it rather than the visitor's clock.
import { useEffect, useState } from 'react';

export function useServerNow(serverTime: number | undefined): number {
  // The offset is taken while rendering the answer that carries a server time (React's state update
  // during render), not in an effect after it: an effect lets one frame paint on the visitor's clock,
  // an upcoming activity shown as ended until the next render.
  const [clock, setClock] = useState<{ serverTime: number | undefined; offset: number }>({ serverTime: undefined, offset: 0 });
  if (serverTime !== undefined && serverTime !== clock.serverTime) setClock({ serverTime, offset: serverTime - Date.now() });
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return Date.now() + clock.offset;
}
