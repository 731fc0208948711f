import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_08: CourseWeek = {
  week: 8,
  theme: 'Joshua and the Judges: into the land',
  summary:
    'God kept his promise and brought Israel into Canaan under Joshua; but when the people forgot him they fell again and again into trouble, and each time God in mercy raised up a judge to save them.',
  passages: ['Joshua 1:1-6:27', 'Joshua 24:14-28', 'Judges 2:11-23', 'Judges 6:1-7:25'],
  memoryVerse: {
    reference: 'Joshua 1:9',
    text: 'Have not I commanded thee? Be strong and of a good courage; be not afraid, neither be thou dismayed: for the LORD thy God is with thee whithersoever thou goest.',
  },
  keyWords: [
    {
      english: 'be strong',
      strongs: 'H2388',
      note: 'Chazaq: to be strong, to take hold firmly; God tells Joshua again and again in chapter 1 to be strong.',
    },
    {
      english: 'courage',
      strongs: 'H553',
      note: 'Amats: to be firm, bold, steady; courage that comes from knowing God goes with you.',
    },
    {
      english: 'judges',
      strongs: 'H8199',
      note: 'Shaphat: to judge, to put right; the judges were leaders God raised up to rescue Israel and rule them.',
    },
  ],
  lessons: [
    {
      day: 1,
      title: 'Be strong and of a good courage',
      reading: 'Joshua 1:1-9',
      teaching:
        'Moses is dead, and Joshua must lead a whole nation across the Jordan into a land full of walled cities. God gives him a promise, a command and a book: "as I was with Moses, so I will be with thee"; "be strong and of a good courage"; and "this book of the law shall not depart out of thy mouth".\n\nJoshua\'s courage is not confidence in himself. It rests on the presence of God: "the LORD thy God is with thee whithersoever thou goest."',
      questions: [
        'What promise does God make Joshua in verse 5?',
        'How many times in verses 6-9 does God say "be strong"?',
        'What was Joshua to do with the book of the law?',
        'Where does real courage come from, according to verse 9?',
      ],
      activity: 'Begin learning Joshua 1:9. Write it on a card to carry with you this week.',
      gradeNotes: {
        younger: 'Talk about something that makes you afraid and say Joshua 1:9 together about it.',
        older: 'Compare Joshua 1:8 with Psalm 1:1-3 and write what "meditate" means in both.',
      },
    },
    {
      day: 2,
      title: 'Rahab and the walls of Jericho',
      reading: 'Joshua 6:1-27',
      teaching:
        'Before the battle, two spies are hidden by Rahab, a Canaanite woman in Jericho who believes that Israel\'s God "is God in heaven above, and in earth beneath" (Joshua 2:11). God parts the Jordan for Israel as he parted the sea (chapters 3-4).\n\nJericho is not taken by clever tactics. For six days the people march around the city in silence behind the ark; on the seventh they march seven times, the priests blow trumpets, the people shout, and the walls fall down flat. Rahab and her family are saved, and she later appears in the family line of Jesus (Matthew 1:5).',
      questions: [
        'Why did Rahab help the spies (Joshua 2:9-11)?',
        'What were the people told to do each day around Jericho?',
        'Who brought the walls down?',
        'What happened to Rahab and her family?',
      ],
      activity:
        'Build a wall of blocks and act out the march around Jericho, counting the days and the circuits.',
    },
    {
      day: 3,
      title: 'Choose you this day',
      reading: 'Joshua 24:14-28',
      teaching:
        'At the end of his life Joshua gathers the people. God has kept every promise; now they must choose whom they will serve. "Choose you this day whom ye will serve ... but as for me and my house, we will serve the LORD."\n\nThe people promise to serve the LORD, and Joshua sets up a great stone as a witness. Every generation has to make this choice for itself; faith cannot simply be inherited.',
      questions: [
        'What choice does Joshua put before the people?',
        'What does Joshua decide for his own household?',
        'Why does Joshua warn them that serving God is serious (verses 19-20)?',
        'What did Joshua set up as a witness, and why?',
      ],
      activity: 'Write "As for me and my house, we will serve the LORD" on a stone or card for your home.',
      gradeNotes: {
        younger: 'Talk about what it means for your family to "serve the LORD" on an ordinary day.',
        older:
          'List the gods of the nations Joshua mentions and write what modern "gods" people serve instead.',
      },
    },
    {
      day: 4,
      title: 'Round and round: the cycle of the Judges',
      reading: 'Judges 2:11-23',
      teaching:
        'After Joshua\'s generation dies, "another generation" grows up "which knew not the LORD". The book of Judges shows a cycle repeated again and again: Israel sins and serves other gods; God hands them over to enemies; they cry out; God raises up a judge who saves them; then they fall back again.\n\nThe cycle is sad, but it also shows God\'s patience: "it repented the LORD because of their groanings." Again and again he hears and rescues.',
      questions: [
        'Why did the new generation not know the LORD?',
        'What are the steps of the cycle in this chapter?',
        'What did God do when the people groaned under their enemies?',
        'How can a family make sure the next generation knows the LORD?',
      ],
      activity: 'Draw the cycle of Judges as a circle with arrows: sin, trouble, crying out, rescue, rest.',
    },
    {
      day: 5,
      title: 'Gideon and the three hundred',
      reading: 'Judges 7:1-22',
      teaching:
        'The Midianites raid Israel every harvest, and God calls Gideon, who is hiding while he threshes wheat, "thou mighty man of valour" (Judges 6:12). Gideon is slow to believe, but God is patient with his doubts.\n\nThen God does something surprising: he makes Gideon\'s army smaller, from thirty-two thousand to three hundred, "lest Israel vaunt themselves against me". With trumpets, jars and torches, the three hundred shout, and the Midianites panic and flee. The victory clearly belongs to God.',
      questions: [
        'How many men did Gideon start with, and how many were left?',
        'Why did God want a smaller army (verse 2)?',
        'What did the three hundred carry into battle?',
        "How does God treat Gideon's fears and doubts?",
      ],
      activity:
        "Recite Joshua 1:9. Make a trumpet and a torch-in-a-jar from paper and retell Gideon's victory.",
    },
  ],
};
