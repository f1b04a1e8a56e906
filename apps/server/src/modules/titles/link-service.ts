import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import {
  type CoverData,
  findLinkUrl,
  listLinksOfTitles,
  loadCoverData,
  recordLinkAccess,
} from './link-repository.ts';
import type { TitleLink } from './title-repository.ts';
import type { TitleService } from './title-service.ts';

/** What a client says about itself when it opens a link (kept with the access, for statistics). */
type ClientInfo = { browser?: string | null; device?: string | null; os?: string | null };

/** A link opened: the title, the link's place in it, and who opened it where that is known. */
type LinkOpened = { codAcervo: number; seq: number | null; url: string; codPessoa: number | null };

/** The Links group of spec §7: covers, the titles' online links and counting their use. */
export function createLinkService(db: Database, titles: TitleService) {
  function record(opened: LinkOpened, restricted: boolean, info: ClientInfo | undefined) {
    return recordLinkAccess(db, {
      ...opened,
      restricted,
      browser: info?.browser ?? null,
      device: info?.device ?? null,
      os: info?.os ?? null,
    });
  }

  return {
    /** The title's cover data; null for the default cover (id 0). */
    async cover(id: number): Promise<CoverData | null> {
      if (id === 0) return null;
      const title = await loadCoverData(db, id);
      if (!title) throw notFound();
      return title;
    },

    /** Each title's online links, by title id; titles without links are left out. */
    async linksOfTitles(ids: readonly number[]): Promise<Record<string, TitleLink[]>> {
      const result: Record<string, TitleLink[]> = {};
      for (const { cod_acervo, ...link } of await listLinksOfTitles(db, ids))
        (result[cod_acervo] ??= []).push(link);
      return result;
    },

    /** Links to target products: none are configured in this catalogue. */
    async targetLinks(id: number): Promise<{ links: TitleLink[] }> {
      await titles.mustExist(id);
      return { links: [] };
    },

    /** Records the opening of a restricted link and answers its address. */
    async openRestricted(id: number, seq: number, codPessoa: number | null, info: ClientInfo | undefined) {
      const url = await findLinkUrl(db, id, seq);
      if (!url) throw notFound();
      await record({ codAcervo: id, seq, url, codPessoa }, true, info);
      return { url };
    },

    async countAccess(opened: LinkOpened, info: ClientInfo | undefined): Promise<void> {
      await titles.mustExist(opened.codAcervo);
      await record(opened, false, info);
    },
  };
}
