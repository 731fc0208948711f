import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_03: CourseWeek = {
  week: 3,
  theme: 'Noah: judgment and a new beginning',
  summary:
    'When the earth filled with violence, God judged it with the flood but saved Noah and his family in the ark, and then made a covenant never again to destroy the earth by water.',
  passages: ['Genesis 6:5-22', 'Genesis 7:1-24', 'Genesis 8:1-22', 'Genesis 9:1-17'],
  memoryVerse: {
    reference: 'Genesis 9:13',
    text: 'I do set my bow in the cloud, and it shall be for a token of a covenant between me and the earth.',
  },
  keyWords: [
    {
      english: 'grace',
      strongs: 'H2580',
      note: 'Chen: favour freely given; Genesis 6:8 is the first time the Bible uses the word, and it is Noah who finds it.',
    },
    {
      english: 'covenant',
      strongs: 'H1285',
      note: 'Berith: a solemn, binding promise; God makes his covenant with Noah and with every living creature.',
    },
    {
      english: 'bow',
      strongs: 'H7198',
      note: "Qesheth: the ordinary word for a warrior's bow; God hangs his bow in the sky as a sign of peace.",
    },
  ],
  lessons: [
    {
      day: 1,
      title: 'It grieved him at his heart',
      reading: 'Genesis 6:5-13',
      teaching:
        'Ten generations after Adam, the earth is "filled with violence". Genesis says God saw that every imagination of people\'s hearts was "only evil continually", and "it grieved him at his heart". God is not cold about sin; it hurts him.\n\nBut one verse changes the story: "Noah found grace in the eyes of the LORD." Noah is called just and blameless, a man who "walked with God". Grace comes first, and Noah\'s faithful life follows it.',
      questions: [
        'What did God see when he looked at the earth?',
        'How does God feel about the evil he sees?',
        'What is the first thing said about Noah in verse 8?',
        'What does it mean to "walk with God" (verse 9)?',
      ],
      activity: 'Look up "grace" in a dictionary and write your own one-sentence definition of it.',
      gradeNotes: {
        younger: 'Draw Noah walking beside a path with the words "Noah walked with God".',
        older: 'Read Hebrews 11:7 and 2 Peter 2:5 and write what the New Testament adds about Noah.',
      },
    },
    {
      day: 2,
      title: 'Building the ark',
      reading: 'Genesis 6:14-22',
      teaching:
        'God gives Noah exact instructions for a huge wooden box: three hundred cubits long, about 450 feet, with three decks, a door and a window. It is built to float and keep its passengers safe, not to be steered.\n\nGod promises a covenant with Noah, and Noah responds with obedience: "according to all that God commanded him, so did he." He must have worked for years before any rain fell, trusting what God had said.',
      questions: [
        'How long, wide and high was the ark in cubits?',
        'Who and what were to go into the ark?',
        'What does verse 22 tell us about Noah?',
        'Why might it have been hard for Noah to keep building?',
      ],
      activity:
        'Measure 450 feet (about 137 metres) outdoors with a long string or by counting steps, to see how big the ark was.',
    },
    {
      day: 3,
      title: 'The LORD shut him in',
      reading: 'Genesis 7:1-24',
      teaching:
        'Noah, his family and the animals go into the ark, and "the LORD shut him in". Noah did not close the door himself; God kept him safe.\n\nThen the fountains of the deep break up and the windows of heaven open. The waters rise over the highest hills, and everything on dry land outside the ark dies. The flood shows how seriously God takes evil, and the ark shows how carefully he saves.',
      questions: [
        'How many of the clean animals went into the ark, and how many of the others?',
        'Who shut the door of the ark?',
        'How long did the waters prevail on the earth (verse 24)?',
      ],
      activity:
        'Make a timeline of the flood from Genesis 7 and 8, marking the days and months the text gives.',
      gradeNotes: {
        younger: 'Build an ark from a shoebox and put toy animals in it two by two.',
        older: 'List every number in Genesis 7 and 8 and work out how long Noah was in the ark altogether.',
      },
    },
    {
      day: 4,
      title: 'God remembered Noah',
      reading: 'Genesis 8:1-22',
      teaching:
        '"And God remembered Noah." In the Bible, when God remembers, he acts. He sends a wind, the waters go down, and the ark rests on the mountains of Ararat. Noah sends out a raven and a dove until the dove brings back an olive leaf.\n\nThe first thing Noah does on dry ground is build an altar and worship. God promises that while the earth remains, seedtime and harvest, cold and heat, summer and winter, and day and night will not cease.',
      questions: [
        'What does God do when he "remembers" Noah?',
        'How does Noah find out the land is drying?',
        'What is the first thing Noah does after leaving the ark?',
        'What four pairs does God promise will continue (verse 22)?',
      ],
      activity: 'Draw the dove with the olive leaf, and write verse 22 around the edge of your picture.',
    },
    {
      day: 5,
      title: 'The bow in the cloud',
      reading: 'Genesis 9:8-17',
      teaching:
        'God makes a covenant with Noah, his children and every living creature: never again will a flood destroy the earth. The sign of this covenant is the rainbow.\n\nNotice that God says he will look on the bow and remember. The rainbow is first of all a reminder for God, a promise he has bound himself to keep. Every rainbow we see tells us that God is patient and keeps his word.',
      questions: [
        'With whom does God make this covenant?',
        'What does God promise never to do again?',
        'Who looks at the rainbow and remembers, according to verses 15-16?',
        'What other promises of God can you think of?',
      ],
      activity: 'Recite Genesis 9:13. Paint a rainbow and write one promise of God on each colour.',
    },
  ],
};
