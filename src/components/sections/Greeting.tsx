import React from 'react';
import { graphql } from 'gatsby';
import { AccountPanel } from '../account/AccountPanel';
import { Actions } from './Actions';
import { useHeadingLevel } from './context';
import { SectionFrame } from './SectionFrame';

/** The visitor's account (login, details, profile changes), with the page's shortcuts for a signed-in user. */
export default function Greeting({ section }: { section: Queries.GreetingSectionDataFragment }) {
  return (
    <SectionFrame section={section} bare>
      <AccountPanel headingLevel={useHeadingLevel()} signedInActions={<Actions actions={section.actions} />} />
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment GreetingSectionData on GreetingSection {
    id
    key
    actions {
      ...ActionData
    }
  }
`;
