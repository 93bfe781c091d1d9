import { z } from 'zod';

// Issue 13: one inactivity timer across tabs. Tabs of one area (customer, partner, admin) share
// their last server touch and the end of the session over a BroadcastChannel, or, where there is
// none, over localStorage 'storage' events (fired in every other tab of the origin).

const activityMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('touch'), at: z.number().int().positive() }),
  z.object({ type: z.literal('expired') }),
]);
export type ActivityMessage = z.infer<typeof activityMessage>;

export interface ActivityChannel {
  post: (message: ActivityMessage) => void;
  subscribe: (listener: (message: ActivityMessage) => void) => () => void;
  close: () => void;
}

function broadcastChannel(name: string): ActivityChannel {
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => {
      channel.postMessage(message);
    },
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent) => {
        const parsed = activityMessage.safeParse(event.data);
        if (parsed.success) listener(parsed.data);
      };
      channel.addEventListener('message', onMessage);
      return () => {
        channel.removeEventListener('message', onMessage);
      };
    },
    close: () => {
      channel.close();
    },
  };
}

function storageChannel(name: string): ActivityChannel {
  const key = `cl.${name}`;
  let sequence = 0;
  return {
    post: (message) => {
      sequence += 1;
      try {
        // A new value every time: 'storage' fires only on a change.
        localStorage.setItem(
          key,
          JSON.stringify({ ...message, n: `${String(Date.now())}-${String(sequence)}` }),
        );
      } catch {
        // storage blocked: each tab keeps its own timer, as before
      }
    },
    subscribe: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key || event.newValue === null) return;
        let value: unknown;
        try {
          value = JSON.parse(event.newValue);
        } catch {
          return;
        }
        const parsed = activityMessage.safeParse(value);
        if (parsed.success) listener(parsed.data);
      };
      window.addEventListener('storage', onStorage);
      return () => {
        window.removeEventListener('storage', onStorage);
      };
    },
    close: () => undefined,
  };
}

/** The activity channel of an area's tabs; `fallback` forces the localStorage transport (tests). */
export function openActivityChannel(area: string, fallback = false): ActivityChannel {
  const name = `activity-${area}`;
  return !fallback && typeof BroadcastChannel === 'function' ? broadcastChannel(name) : storageChannel(name);
}
