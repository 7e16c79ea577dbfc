import { describe, expect, it } from 'vitest';
import {
  MAX_BLUEPRINT_BLOCKS,
  pageBlueprintSchema,
  projectFromStorageSchema,
  projectKeySchema,
  projectSaveSchema,
} from './editor-projects.ts';

describe('editor project contracts (decision 0059)', () => {
  it('a key of canonical digits is an id, anything else a campaign code name (lower-cased)', () => {
    expect(projectKeySchema.parse('42')).toEqual({ kind: 'id', id: 42 });
    expect(projectKeySchema.parse('Summer-Cup')).toEqual({ kind: 'codeName', codeName: 'summer-cup' });
    // Not canonical ids, so code names: a leading zero, an id out of range.
    expect(projectKeySchema.parse('042')).toEqual({ kind: 'codeName', codeName: '042' });
    expect(projectKeySchema.parse('99999999999')).toEqual({ kind: 'codeName', codeName: '99999999999' });
    expect(projectKeySchema.safeParse('../etc').success).toBe(false);
    expect(projectKeySchema.safeParse('vote').success).toBe(false);
  });

  it('a save holds a Page blueprint, dictionaries of the six locales and id references', () => {
    const save = projectSaveSchema.parse({
      blueprint: { type: 'Page', children: [{ type: 'Text' }] },
      dictionaries: { ar: { title: 'كأس' } },
      references: { campaignID: 7, leaderboardIDs: ['8'] },
    });
    expect(save).toEqual({
      blueprint: { type: 'Page', children: [{ type: 'Text' }] },
      dictionaries: { ar: { title: 'كأس' } },
      references: { campaignID: 7, leaderboardIDs: [8], containerIDs: [], missionIDs: [], voteIDs: [] },
      groupName: '',
    });
    expect(projectSaveSchema.safeParse({ blueprint: { type: 'Text' } }).success).toBe(false);
    expect(
      projectSaveSchema.safeParse({ blueprint: { type: 'Page' }, dictionaries: { fr: { a: 'b' } } }).success,
    ).toBe(false);
    expect(
      projectSaveSchema.safeParse({ blueprint: { type: 'Page' }, references: { voteIDs: [0] } }).success,
    ).toBe(false);
  });

  it(`a blueprint holds at most ${MAX_BLUEPRINT_BLOCKS} blocks`, () => {
    const children = (n: number) => Array.from({ length: n }, () => ({ type: 'Text' }));
    expect(
      pageBlueprintSchema.safeParse({ type: 'Page', children: children(MAX_BLUEPRINT_BLOCKS - 1) }).success,
    ).toBe(true);
    expect(
      pageBlueprintSchema.safeParse({ type: 'Page', children: children(MAX_BLUEPRINT_BLOCKS) }).success,
    ).toBe(false);
  });
});

describe('a project saved from storage (decision 0073)', () => {
  const folder = (fromStorage: string) => projectFromStorageSchema.safeParse({ fromStorage });

  it('takes templates/{name}/, with or without the trailing slash', () => {
    expect(folder('templates/summer-kit').data?.fromStorage).toBe('templates/summer-kit/');
    expect(folder(' templates/summer-kit/ ').data?.fromStorage).toBe('templates/summer-kit/');
  });

  it('refuses any other folder and any path leaving the root', () => {
    for (const bad of [
      '',
      'templates/',
      'templates/a/b/',
      'campaign/a/',
      '/templates/a/',
      'templates/../a/',
      'templates/%2e%2e/',
      'templates\\a/',
    ])
      expect(folder(bad).success, bad).toBe(false);
  });
});
