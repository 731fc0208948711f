/** One entry of Easton's Bible Dictionary as shipped (`content/study/eastons-bible-dictionary/eastons.json.gz`). */
export interface EastonsRecord {
  mot: string;
  definition: string;
}

export { headwordKey } from './headword-key';
