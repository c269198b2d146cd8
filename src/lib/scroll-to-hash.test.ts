import { scrollToHashWhenShown } from './scroll-to-hash';

describe('scrollToHashWhenShown', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  it('scrolls to the element once it is shown', async () => {
    const scrolled = jest.fn();
    scrollToHashWhenShown('#margin-call');
    const term = document.createElement('div');
    term.id = 'margin-call';
    term.scrollIntoView = scrolled;
    document.body.appendChild(term);
    await Promise.resolve();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('leaves an element that is already there to Gatsby, and gives up after the timeout', async () => {
    const there = document.createElement('div');
    there.id = 'faq';
    there.scrollIntoView = jest.fn();
    document.body.appendChild(there);
    scrollToHashWhenShown('#faq');
    jest.useFakeTimers();
    scrollToHashWhenShown('#late', document, 100);
    jest.advanceTimersByTime(150);
    jest.useRealTimers();
    const late = document.createElement('div');
    late.id = 'late';
    late.scrollIntoView = jest.fn();
    document.body.appendChild(late);
    await Promise.resolve();
    expect(there.scrollIntoView).not.toHaveBeenCalled();
    expect(late.scrollIntoView).not.toHaveBeenCalled();
  });
});
