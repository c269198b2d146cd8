// Gatsby's runtime needs its build; tests get plain stand-ins for what components import.
import React, { type AnchorHTMLAttributes } from 'react';

const gatsby = jest.requireActual('gatsby');

// The query's text, as written (tests/section-query.ts runs the fragments).
export const graphql = (strings: TemplateStringsArray, ...values: unknown[]) => String.raw(strings, ...values);
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();
export const withPrefix = (path: string) => path;
export const Link = ({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => <a href={to} {...rest} />;
export const Script = () => null;
export default gatsby;
