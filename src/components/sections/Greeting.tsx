import React from 'react';
import type { GreetingSection } from '../../lib/sections/types';
import { AccountPanel } from '../account/AccountPanel';
import { Actions } from './Actions';
import { useHeadingLevel } from './context';
import { SectionFrame } from './SectionFrame';

/** The visitor's account (login, details, profile changes), with the page's shortcuts for a signed-in user. */
export default function Greeting({ section }: { section: GreetingSection }) {
  return (
    <SectionFrame section={section} bare>
      <AccountPanel headingLevel={useHeadingLevel()} signedInActions={<Actions actions={section.actions} />} />
    </SectionFrame>
  );
}
