import React from 'react';
import { graphql } from 'gatsby';
import { formatLeverage } from '../../lib/format';
import { moneyFigure, numberFigure } from '../../lib/sections/figures';
import { useLocale } from '../locale-context';
import { useTexts } from './context';
import { Icon } from './Icon';
import * as styles from './CellValue.module.css';

/** One value of a comparison table, written in the page's language. */
export function CellValue({ cell }: { cell: Queries.CellDataFragment | Queries.ValueCellDataFragment }) {
  const { tag } = useLocale();
  const { t, text } = useTexts();
  switch (cell.__typename) {
    case 'BoolCell':
      return (
        <span className={cell.checked ? styles.yes : styles.no}>
          <Icon name={cell.checked ? 'check' : 'cross'} />
          <span className="visually-hidden">{t(cell.checked ? 'sections:values.yes' : 'sections:values.no')}</span>
        </span>
      );
    case 'ListCell':
      return (
        <ul className={styles.list}>
          {cell.items.map((item, index) => (
            <li key={index}>
              <CellValue cell={item} />
            </li>
          ))}
        </ul>
      );
    case 'TextCell':
      return <>{text(cell.text)}</>;
    case 'NumberCell':
      return <>{numberFigure(cell.value, cell.unit, tag, t)}</>;
    case 'MoneyCell':
      return <>{moneyFigure(cell, tag, t)}</>;
    case 'LeverageCell':
      return <>{formatLeverage(tag, cell.leverage)}</>;
  }
}

export const fragment = graphql`
  fragment ValueCellData on ValueCell {
    ... on TextCell {
      __typename
      text {
        ...TextData
      }
    }
    ... on NumberCell {
      __typename
      value
      unit
    }
    ... on MoneyCell {
      __typename
      amount
      currency
      per
    }
    ... on LeverageCell {
      __typename
      leverage: value
    }
    ... on BoolCell {
      __typename
      checked: value
    }
  }

  fragment CellData on Cell {
    ...ValueCellData
    ... on ListCell {
      __typename
      items {
        ...ValueCellData
      }
    }
  }
`;
