import React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrateInTransition } from './hydrate-in-transition';

let mockTransitionDepth = 0;
const mockCalledInTransition: boolean[] = [];

jest.mock('react', () => {
  const actual = jest.requireActual('react');
  return {
    ...actual,
    startTransition: (scope: () => void) => {
      mockTransitionDepth++;
      try {
        scope();
      } finally {
        mockTransitionDepth--;
      }
    },
  };
});
jest.mock('react-dom/client', () => ({
  hydrateRoot: jest.fn(() => mockCalledInTransition.push(mockTransitionDepth > 0)),
  createRoot: jest.fn(() => ({ render: jest.fn(() => mockCalledInTransition.push(mockTransitionDepth > 0)) })),
}));

const page = React.createElement('p', null, 'page');

function gatsbyRoot(serverHtml: string): Element {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${serverHtml}</div></div>`;
  return document.getElementById('___gatsby')!;
}

beforeEach(() => {
  mockCalledInTransition.length = 0;
  jest.clearAllMocks();
});

it('hydrates a server-rendered page inside a transition', () => {
  const container = gatsbyRoot('<p>page</p>');
  hydrateInTransition(page, container);
  expect(hydrateRoot).toHaveBeenCalledWith(container, page);
  expect(createRoot).not.toHaveBeenCalled();
  expect(mockCalledInTransition).toEqual([true]);
});

it('renders a client-only page, which arrives empty, as Gatsby does', () => {
  const container = gatsbyRoot('');
  hydrateInTransition(page, container);
  expect(hydrateRoot).not.toHaveBeenCalled();
  expect(createRoot).toHaveBeenCalledWith(container);
  expect(mockCalledInTransition).toEqual([false]);
});

it("renders into a container that holds no page while another page is on screen (development's loading indicator)", () => {
  gatsbyRoot('<p>page</p>');
  const indicator = document.createElement('div');
  document.body.append(indicator);
  hydrateInTransition(page, indicator);
  expect(hydrateRoot).not.toHaveBeenCalled();
  expect(createRoot).toHaveBeenCalledWith(indicator);
});
