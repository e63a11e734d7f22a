import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Every error page: a full page (one main landmark, one h1) with a Logout link to the logout page (spec §8). */
export function expectErrorPageFrame(title: string) {
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expectLink('Logout', '/account/logout');
}

/** Navigation is a link (styled as a button), never a button element. */
export function expectLink(name: string | RegExp, href: string) {
  expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
}

export function expectNoLink(name: string | RegExp) {
  expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
}
