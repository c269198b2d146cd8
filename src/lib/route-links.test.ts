import { routeLink } from './route-links';

describe('routeLink', () => {
  it('gives a route path below the locale prefix, with the parameter and the brand filled in', () => {
    expect(routeLink('academy-webinars')).toBe('academy/webinars');
    expect(routeLink('academy-register', 'gold-outlook')).toBe('academy/register-gold-outlook');
    expect(routeLink('academy-trading-academy-lesson', 'order-types')).toBe('academy/trading-academy/order-types');
    expect(routeLink('about-why-choose')).toBe('about/why-choose-northwind');
  });

  it('refuses an unknown route and a parameter that does not fit', () => {
    expect(() => routeLink('academy-nowhere')).toThrow(/no route "academy-nowhere"/);
    expect(() => routeLink('academy-register')).toThrow(/needs parameter/);
    expect(() => routeLink('academy-webinars', 'x')).toThrow(/takes no parameter/);
  });
});
