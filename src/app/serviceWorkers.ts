/** Spec §1: any service worker left by an earlier version of the site is removed before the app starts. */
export async function unregisterServiceWorkers(container: ServiceWorkerContainer | undefined = navigator.serviceWorker) {
  if (!container) return 0;
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  return registrations.length;
}
