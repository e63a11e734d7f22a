import { fireEvent } from '@testing-library/react';

/**
 * Escape as a browser sends it. reactstrap reads the legacy keyCode, which user-event leaves at 0,
 * so user.keyboard('{Escape}') would prove nothing here.
 */
export function pressEscape(target: Element): void {
  fireEvent.keyDown(target, { key: 'Escape', code: 'Escape', keyCode: 27 });
  fireEvent.keyUp(target, { key: 'Escape', code: 'Escape', keyCode: 27 });
}
