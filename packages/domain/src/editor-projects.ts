// Page-editor projects (admin spec §3 Template group / Template project / Project list, §7 Template
// editor; issue 14 §1; decision 0059): a campaign's event page as the editor saves it — the blueprint, its
// dictionaries (the page's texts in the six locales) and its references (the ids of what the page uses) —
// listed as template groups (region, groupName, updateTime, lastEditor). The contracts both the server
// and the dashboard use.
import { z } from 'zod';
import type { BlueprintNode } from './blueprint.ts';
import { codeNameSchema } from './campaign.ts';
import { idSchema, parseId } from './ids.ts';
import { LOCALES } from './locales.ts';
import { storagePathProblem } from './storage.ts';

/** Admin spec §9: the project list shows 10 a page. */
export const PROJECT_PAGE_SIZE = 10;
export const MAX_PROJECT_PAGE = 100;
/** Block catalogue budget (issue 14 §5): a page holds at most this many blocks. */
export const MAX_BLUEPRINT_BLOCKS = 2000;
export const MAX_GROUP_NAME = 64;

const countBlocks = (root: BlueprintNode): number => {
  let n = 0;
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    n += 1;
    for (const child of node.children ?? []) stack.push(child);
  }
  return n;
};

/** A blueprint node all the way down: a type, an optional id, props and children (shape only). */
export const blueprintNodeSchema: z.ZodType<BlueprintNode> = z.lazy(() =>
  z.looseObject({
    type: z.string().trim().min(1, 'a block needs a type'),
    id: z.string().optional(),
    props: z.record(z.string(), z.unknown()).optional(),
    children: z.array(blueprintNodeSchema).optional(),
  }),
);

/** A page's blueprint: rooted in a Page block, at most MAX_BLUEPRINT_BLOCKS blocks. */
export const pageBlueprintSchema = blueprintNodeSchema
  .refine((node) => node.type === 'Page', 'the blueprint root must be a Page block')
  .refine(
    (node) => countBlocks(node) <= MAX_BLUEPRINT_BLOCKS,
    `a blueprint holds at most ${MAX_BLUEPRINT_BLOCKS} blocks`,
  );

/** The page's texts: locale (one of the six) → key → text. */
export const dictionariesSchema = z.partialRecord(
  z.enum(LOCALES, { error: `a dictionary's locale is one of ${LOCALES.join(', ')}` }),
  z.record(z.string().min(1, 'a text key is not empty').max(200), z.string().max(10_000)),
);
export type Dictionaries = z.infer<typeof dictionariesSchema>;

const idList = (name: string) => z.array(idSchema(name)).max(1000).default([]);

/**
 * The ids the page uses, by kind. The keys end in CampaignID / LeaderboardIDs / ContainerIDs / VoteIDs,
 * so a campaign copy or import remaps them with the rest (domain campaign-copy.ts); mission ids are
 * remapped by the import itself.
 */
export const projectReferencesSchema = z.object({
  campaignID: idSchema('references.campaignID').optional(),
  leaderboardIDs: idList('references.leaderboardIDs'),
  containerIDs: idList('references.containerIDs'),
  missionIDs: idList('references.missionIDs'),
  voteIDs: idList('references.voteIDs'),
});
export type ProjectReferences = z.infer<typeof projectReferencesSchema>;

export const emptyProjectReferences = (): ProjectReferences => ({
  leaderboardIDs: [],
  containerIDs: [],
  missionIDs: [],
  voteIDs: [],
});

/** PUT editor/project/{id | codeName}: the whole page as the editor holds it. */
export const projectSaveSchema = z.object({
  blueprint: pageBlueprintSchema,
  dictionaries: dictionariesSchema.default({}),
  references: projectReferencesSchema.default(emptyProjectReferences),
  groupName: z.string().trim().max(MAX_GROUP_NAME).default(''),
});
export type ProjectSave = z.infer<typeof projectSaveSchema>;

/** POST editor/projects: a new project for a campaign that has none; without a blueprint, an empty page. */
export const projectCreateSchema = projectSaveSchema.extend({
  campaignID: idSchema('campaignID'),
  blueprint: pageBlueprintSchema.optional(),
});
export type ProjectCreate = z.infer<typeof projectCreateSchema>;

/**
 * A template group in storage (admin spec §4, issue 15 §4; decision 0073): the folder `templates/{name}/`
 * holding these three files. Every project save writes `templates/{codeName}/`.
 */
export const TEMPLATE_GROUP_FILES = ['blueprint.json', 'references.json', 'translations.json'] as const;
export type TemplateGroupFile = (typeof TEMPLATE_GROUP_FILES)[number];
export const templateGroupFolder = (name: string): string => `templates/${name}/`;

/** PUT editor/project/{key} `{fromStorage}`: the project saved from a template group folder of storage. */
export const projectFromStorageSchema = z.object({
  fromStorage: z
    .string({ error: 'fromStorage is required: a folder templates/{name}/' })
    .trim()
    .transform((folder) => (folder.endsWith('/') ? folder : `${folder}/`))
    .superRefine((folder, ctx) => {
      const problem = storagePathProblem(folder, { prefix: true });
      if (problem) ctx.addIssue({ code: 'custom', message: `fromStorage ${problem}` });
      else if (!/^templates\/[^/]+\/$/.test(folder))
        ctx.addIssue({
          code: 'custom',
          message: `fromStorage must be a template group folder templates/{name}/ (got ${folder})`,
        });
    }),
  /** Without it, the project keeps its group name (a new project: none). */
  groupName: z.string().trim().max(MAX_GROUP_NAME).optional(),
});
export type ProjectFromStorage = z.infer<typeof projectFromStorageSchema>;

/** The blueprint of a new project made without one: an empty page. */
export const emptyPageBlueprint = (title: string): BlueprintNode => ({ type: 'Page', props: { title } });

/** A project as the editor opens it. */
export interface EditorProject {
  ID: number;
  campaignID: number;
  /** The campaign's code name: the page is /event/{codeName}. */
  codeName: string;
  /** The template group's region: the campaign's first region, NONE without one. */
  region: string;
  groupName: string;
  blueprint: BlueprintNode;
  dictionaries: Dictionaries;
  references: ProjectReferences;
  /** Email of who saved last. */
  lastEditor: string;
  /** Unix seconds. */
  createTime: number;
  updateTime: number;
}

/** A row of the project list: the template group (admin spec §3) plus what links it to its page. */
export interface ProjectListItem {
  ID: number;
  campaignID: number;
  codeName: string;
  campaignName: string;
  region: string;
  groupName: string;
  lastEditor: string;
  /** Unix seconds. */
  updateTime: number;
  /** The campaign's end, unix seconds; 0 for a campaign that runs forever. */
  endTime: number;
}

export interface ProjectList {
  items: ProjectListItem[];
  total: number;
  limit: number;
  offset: number;
}

/** GET /api/v1/public/projects/{codeName}: the static project file, what the event page renders. */
export interface ProjectFile {
  codeName: string;
  blueprint: BlueprintNode;
  dictionaries: Dictionaries;
  references: ProjectReferences;
  /** Unix seconds. */
  updateTime: number;
}

/**
 * The `{key}` of editor/project/{key} (decision 0059): canonical decimal digits (1 to 2147483647) name a
 * project by id, anything else is a campaign code name. A code name of digits only is reached by id.
 */
export type ProjectKey = { kind: 'id'; id: number } | { kind: 'codeName'; codeName: string };

export const projectKeySchema = z
  .string()
  .trim()
  .transform((raw, ctx): ProjectKey => {
    const id = parseId(raw);
    if (id !== undefined) return { kind: 'id', id };
    const codeName = codeNameSchema.safeParse(raw.toLowerCase());
    if (!codeName.success) {
      ctx.addIssue({ code: 'custom', message: 'key must be a project id or a campaign code name' });
      return z.NEVER;
    }
    return { kind: 'codeName', codeName: codeName.data };
  });
