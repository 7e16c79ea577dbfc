// The small content blocks (Title, Text) and containers (Section, Box); all in the main bundle.
import type { CSSProperties } from 'react';
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock, type BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import styles from './content.module.css';

export interface TitleProps {
  text: string;
  /** Heading level 1-3; defaults to 2 (the page title is the document title). */
  level?: number;
  align?: 'start' | 'center' | 'end';
}

function Title({ props }: BlockRenderProps<TitleProps>) {
  const level = Math.min(3, Math.max(1, Math.trunc(numberProp(props.level, 2))));
  const Heading = `h${level}` as 'h1' | 'h2' | 'h3';
  return (
    <Heading
      dir="auto"
      className={`${styles.title} ${styles[`h${level}`] ?? ''}`}
      style={{ textAlign: props.align ?? 'start' }}
    >
      {stringProp(props.text)}
    </Heading>
  );
}

export const titleBlock = defineBlock<TitleProps>({
  name: 'Title',
  ...BLOCK_CATALOGUE.Title,
  render: Title,
});

export interface TextProps {
  text: string;
  align?: 'start' | 'center' | 'end';
}

function Text({ props }: BlockRenderProps<TextProps>) {
  return (
    <p className={styles.text} dir="auto" style={{ textAlign: props.align ?? 'start' }}>
      {stringProp(props.text)}
    </p>
  );
}

export const textBlock = defineBlock<TextProps>({
  name: 'Text',
  ...BLOCK_CATALOGUE.Text,
  render: Text,
});

export interface ContainerProps {
  /** Anchor id, so a link or the URL hash can scroll here. */
  anchorID?: string;
  background?: string;
  padding?: string;
}

function containerStyle(props: ContainerProps): CSSProperties {
  const style: CSSProperties = {};
  if (props.background) style.background = stringProp(props.background);
  if (props.padding) style.padding = stringProp(props.padding);
  return style;
}

function Section({ props, children }: BlockRenderProps<ContainerProps>) {
  return (
    <section
      className={styles.section}
      id={stringProp(props.anchorID) || undefined}
      style={containerStyle(props)}
    >
      {children}
    </section>
  );
}

function Box({ props, children }: BlockRenderProps<ContainerProps>) {
  return (
    <div className={styles.box} id={stringProp(props.anchorID) || undefined} style={containerStyle(props)}>
      {children}
    </div>
  );
}

export const sectionBlock = defineBlock<ContainerProps>({
  name: 'Section',
  ...BLOCK_CATALOGUE.Section,
  render: Section,
});
export const boxBlock = defineBlock<ContainerProps>({ name: 'Box', ...BLOCK_CATALOGUE.Box, render: Box });
