// The mapping and options a project's imports last used: the latest import whose mapping fits the file's
// width offers its mapping, the latest import at all its options (the contract: "remembered per project").
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactImports, type ImportOptions } from './table';

export const DEFAULT_OPTIONS: ImportOptions = {
  skip_existing: 'none',
  skip_file_duplicates: false,
  skip_blacklisted: false,
  skip_blocked_regions: false,
};

export async function rememberedMapping(db: Db, campaignId: number, columns: number) {
  const [row] = await db
    .select({ mapping: contactImports.mapping })
    .from(contactImports)
    .where(
      and(
        eq(contactImports.campaign_id, campaignId),
        sql`jsonb_array_length(${contactImports.mapping}) = ${columns}`,
      ),
    )
    .orderBy(desc(contactImports.id))
    .limit(1);
  return row?.mapping ?? null;
}

export async function rememberedOptions(db: Db, campaignId: number): Promise<ImportOptions> {
  const [row] = await db
    .select({ options: contactImports.options })
    .from(contactImports)
    .where(eq(contactImports.campaign_id, campaignId))
    .orderBy(desc(contactImports.id))
    .limit(1);
  return { ...DEFAULT_OPTIONS, ...row?.options };
}
