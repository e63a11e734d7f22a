// Local storage can be unavailable (private browsing, full quota). Losing a draft or a "don't show again"
// is better than breaking the form, so failures are logged and ignored.

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn(`Could not read ${key} from local storage`, error);
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not write ${key} to local storage`, error);
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove ${key} from local storage`, error);
  }
}
