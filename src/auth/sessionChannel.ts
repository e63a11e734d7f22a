/**
 * Keeps every open tab of the portal in step with the person signed in: a logout in one tab signs
 * out the others, and signing in as someone else in one tab reloads the others as that person. One
 * BroadcastChannel per browser profile and origin; a browser without one simply misses the news.
 */
const CHANNEL = 'larder.session';

export type SessionMessage = { type: 'signed-out' } | { type: 'signed-in'; userId: string };

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
}

/** Tells the other tabs (never this one). */
export function announceSession(message: SessionMessage): void {
  const channel = openChannel();
  channel?.postMessage(message);
  channel?.close();
}

/** Listens to what the other tabs announce; returns the way to stop. */
export function onSessionAnnouncement(listener: (message: SessionMessage) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<SessionMessage>) => listener(event.data);
  return () => channel.close();
}
