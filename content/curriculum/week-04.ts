import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_04: CourseWeek = {
  week: 4,
  theme: 'Abraham: called to trust God',
  summary:
    'God called Abraham to leave his home and promised him land, a great family and blessing for every nation; Abraham believed God, and God counted his faith as righteousness.',
  passages: ['Genesis 12:1-9', 'Genesis 15:1-21', 'Genesis 21:1-7', 'Genesis 22:1-19'],
  memoryVerse: {
    reference: 'Genesis 15:6',
    text: 'And he believed in the LORD; and he counted it to him for righteousness.',
  },
  keyWords: [
    {
      english: 'bless',
      strongs: 'H1288',
      note: 'Barak: to bless, to give good; God promises to bless Abram and through him "all families of the earth".',
    },
    {
      english: 'believed',
      strongs: 'H539',
      note: 'Aman: to be firm, to trust; the root of "amen". Abram leans his whole weight on what God said.',
    },
    {
      english: 'righteousness',
      strongs: 'H6666',
      note: 'Tsedaqah: being right with God; Abram is counted right with God because he trusts him.',
    },
  ],
  lessons: [
    {
      day: 1,
      title: 'Get thee out',
      reading: 'Genesis 12:1-9',
      teaching:
        'After the tower of Babel scattered the nations, God begins something new with one man. He tells Abram to leave his country, his relatives and his father\'s house "unto a land that I will shew thee". God does not even tell him where he is going.\n\nWith the call come promises: a great nation, a great name, and blessing for "all families of the earth". Abram is seventy-five years old, and he goes. Wherever he stops, he builds an altar to the LORD.',
      questions: [
        'What three things does God tell Abram to leave?',
        'List the promises God makes in verses 2-3.',
        'How old is Abram when he leaves Haran?',
        'What does Abram build wherever he goes?',
      ],
      activity:
        "On a map of the ancient Near East, trace Abram's journey from Ur to Haran to Canaan (Genesis 11:31-12:6).",
      gradeNotes: {
        younger:
          "Pack a pretend bag for Abram's journey and talk about what it would feel like to leave home.",
        older: 'Read Hebrews 11:8-10 and write what Abram was really looking for.',
      },
    },
    {
      day: 2,
      title: 'Count the stars',
      reading: 'Genesis 15:1-6',
      teaching:
        'Years pass and Abram still has no son. He tells God honestly how worried he is. God takes him outside at night: "Look now toward heaven, and tell the stars." His children will be as many as those stars.\n\nAbram has nothing to see but the promise, and he believes it. God "counted it to him for righteousness". Paul later uses this verse to show that people are made right with God by trusting him, not by earning it (Romans 4:3).',
      questions: [
        'What is Abram worried about at the start of the chapter?',
        'What does God show Abram to help him believe?',
        'What does God count as righteousness?',
        'Is it all right to tell God honestly when we are worried? Why?',
      ],
      activity: 'On a clear night go outside and try to count the stars. Begin learning Genesis 15:6.',
    },
    {
      day: 3,
      title: 'God binds himself by covenant',
      reading: 'Genesis 15:7-21',
      teaching:
        'Abram asks how he can know he will have the land. God answers with a ceremony people of that time would understand: animals are cut in two and the parties to a covenant walk between them, as if to say, "May this happen to me if I break my word."\n\nBut Abram falls into a deep sleep, and only a smoking furnace and a burning lamp, signs of God himself, pass between the pieces. God takes the whole weight of the promise on himself.',
      questions: [
        'What question does Abram ask in verse 8?',
        'What does God tell Abram will happen to his descendants before they get the land?',
        'Who passes between the pieces, and why does that matter?',
      ],
      activity:
        'Write a "promise card" from God to Abram, listing everything God promised in chapters 12 and 15.',
      gradeNotes: {
        younger: 'Talk about a promise someone made to you and kept. How did it feel?',
        older: 'Compare verse 13 with Exodus 12:40-41 and write how the promise came true.',
      },
    },
    {
      day: 4,
      title: 'Laughter',
      reading: 'Genesis 21:1-7',
      teaching:
        'Abraham is a hundred years old and Sarah is ninety when Isaac is born, "at the set time of which God had spoken to him". God kept his word exactly.\n\nIsaac\'s name means "he laughs". Sarah once laughed in disbelief (Genesis 18:12); now she laughs for joy: "God hath made me to laugh, so that all that hear will laugh with me."',
      questions: [
        'How old were Abraham and Sarah when Isaac was born?',
        'What does the name Isaac mean?',
        "How is Sarah's laughter in chapter 21 different from chapter 18?",
      ],
      activity: 'Interview a family member about a time they waited a long time for something good.',
    },
    {
      day: 5,
      title: 'God will provide',
      reading: 'Genesis 22:1-19',
      teaching:
        'God tests Abraham: "Take now thy son, thine only son Isaac, whom thou lovest" and offer him on a mountain in Moriah. Abraham obeys, trusting that God can keep his promise even if Isaac dies (Hebrews 11:19). When Isaac asks where the lamb is, Abraham answers, "God will provide himself a lamb."\n\nGod stops Abraham\'s hand and provides a ram instead. Abraham names the place "The LORD will provide". Moriah is where the temple later stood in Jerusalem (2 Chronicles 3:1), and there, many centuries later, God gave his own Son, the Lamb of God.',
      questions: [
        'How does verse 2 show how much Isaac meant to Abraham?',
        'What does Abraham tell his servants in verse 5, and what does it show about his faith?',
        "What does God provide in Isaac's place?",
        'How does this story point forward to Jesus?',
      ],
      activity:
        'Recite Genesis 15:6. Write "The LORD will provide" and list three ways God has provided for your family.',
    },
  ],
};
