import React from 'react';
import { AccountPanel } from '../account/AccountPanel';
import * as styles from './bodies.module.css';

/** api/user: the visitor's account on this site (login, details, profile changes). */
export default function UserProfileBody() {
  return (
    <div className={styles.body}>
      <AccountPanel />
    </div>
  );
}
