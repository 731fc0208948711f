import { StudyScreen } from '../features/study/StudyScreen';

/** /study: the reader's highlights, bookmarks, notes, saved Strong's numbers and tags (issue 37). */
export default function StudyPage() {
  return <StudyScreen />;
}
