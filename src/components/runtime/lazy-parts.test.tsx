import React, { Suspense, useState } from 'react';
import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { TextEncoder } from 'node:util';
import { loadWithPage } from './lazy-parts';

// React's server renderer needs TextEncoder, which jsdom lacks; it is required once that is set.
Object.assign(globalThis, { TextEncoder });
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

/** A part with a handler, to tell hydrated HTML (the count goes up) from server HTML (it does not). */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** Hydrates what the server renders for a part (a boundary around it) with a part whose code comes from `load`. */
async function hydrateServerHtml(label: string, load: () => Promise<{ default: typeof Counter }>) {
  const Part = loadWithPage(load);
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Suspense fallback={null}>
      <Counter label={label} />
    </Suspense>,
  );
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Part label={label} />);
  });
  return { Part, root: root!, button: container.querySelector('button')! };
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => jest.spyOn(console, 'error'));
afterEach(() => {
  const errors = jest.mocked(console.error).mock.calls;
  jest.restoreAllMocks();
  document.body.innerHTML = '';
  expect(errors).toEqual([]);
});

describe('loadWithPage', () => {
  it('loads the code while the page hydrates and hydrates the server HTML in place', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Counter }));
    const { button } = await hydrateServerHtml('Loaded', load);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    expect(button).toHaveTextContent('Loaded 1');
    expect(button.isConnected).toBe(true);
  });

  it('keeps the server HTML when its parent re-renders with the same props before the code arrives', async () => {
    let arrive = () => {};
    const load = () => new Promise<{ default: typeof Counter }>((resolve) => (arrive = () => resolve({ default: Counter })));
    const { Part, root, button } = await hydrateServerHtml('Kept', load);
    await act(async () => root.render(<Part label="Kept" />));
    expect(button.isConnected).toBe(true);
    await act(async () => arrive());
    await flush();
    fireEvent.click(button);
    expect(button).toHaveTextContent('Kept 1');
  });
});
