import React from 'react';
import { graphql } from 'gatsby';
import { CellValue } from './CellValue';
import { useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import { TableScroller } from './TableScroller';
import * as styles from './Table.module.css';

/** A comparison table: account types, payment methods, trading hours, leverage by entity, platforms. */
export default function Comparison({ section }: { section: Queries.ComparisonSectionDataFragment }) {
  const { text, optional } = useTexts();
  const caption = optional(`${section.key}.title`) ?? text(section.corner);
  const highlighted = (index: number) => (index === section.highlight ? styles.highlight : undefined);
  return (
    <SectionFrame section={section}>
      <TableScroller labelledBy={`${section.id}-caption`}>
        <table className={styles.table}>
          <caption id={`${section.id}-caption`} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{text(section.corner)}</th>
              {section.columns.map((column, index) => (
                <th key={index} scope="col" className={highlighted(index)}>
                  {text(column)}
                  {index === section.highlight && <span className={styles.badge}>{text({ key: 'sections:values.popular' })}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                <th scope="row">{text(row.label)}</th>
                {row.cells.map((cell, index) => (
                  <td key={index} className={highlighted(index)}>
                    <CellValue cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment ComparisonSectionData on ComparisonSection {
    id
    key
    corner {
      ...TextData
    }
    columns {
      ...TextData
    }
    highlight
    rows {
      label {
        ...TextData
      }
      cells {
        ...CellData
      }
    }
  }
`;
