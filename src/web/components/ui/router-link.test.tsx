// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from './router-link.tsx';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/configurator/*" element={link} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

/**
 * Clicks and tells whether the app took the click (prevented the browser's navigation). The browser's
 * own navigation is then stopped either way: happy-dom would really fetch the address.
 */
function appTookClick(element: HTMLElement, init: MouseEventInit = {}): boolean {
  let taken = false;
  const see = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', see);
  fireEvent.click(element, init);
  document.removeEventListener('click', see);
  return taken;
}

describe('Link', () => {
  it('resolves its address like the router, and a plain click navigates in the app', () => {
    renderAt('/configurator', <Link to="machine-finder?ratio=5">Finder</Link>);
    const link = screen.getByRole('link', { name: 'Finder' });
    expect(link.getAttribute('href')).toBe('/configurator/machine-finder?ratio=5');
    expect(appTookClick(link)).toBe(true);
    expect(screen.getByLabelText('where').textContent).toBe('/configurator/machine-finder?ratio=5');
  });

  it('leaves modified clicks and other targets to the browser', () => {
    renderAt(
      '/configurator',
      <>
        <Link to="/configurator/hx">HX</Link>
        <Link to="/configurator/data-protection" target="_blank">
          Privacy
        </Link>
      </>,
    );
    expect(appTookClick(screen.getByRole('link', { name: 'HX' }), { ctrlKey: true })).toBe(false);
    expect(appTookClick(screen.getByRole('link', { name: 'Privacy' }))).toBe(false);
    expect(screen.getByLabelText('where').textContent).toBe('/configurator');
  });

  it('runs its onClick first, which may cancel the navigation', () => {
    const seen: string[] = [];
    renderAt(
      '/configurator',
      <Link
        to="/configurator/hx"
        onClick={(event) => {
          seen.push('clicked');
          event.preventDefault();
        }}
      >
        HX
      </Link>,
    );
    appTookClick(screen.getByRole('link', { name: 'HX' }));
    expect(seen).toEqual(['clicked']);
    expect(screen.getByLabelText('where').textContent).toBe('/configurator');
  });
});
