import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_07: CourseWeek = {
  week: 7,
  theme: 'The Law and the Tabernacle: God lives among his people',
  summary:
    'At Mount Sinai God gave the people he had rescued his Law, so they could live as his people, and the tabernacle, so he could dwell among them.',
  passages: ['Exodus 19:1-20:21', 'Exodus 25:1-22', 'Exodus 40:17-38', 'Deuteronomy 6:1-9'],
  memoryVerse: {
    reference: 'Deuteronomy 6:5',
    text: 'And thou shalt love the LORD thy God with all thine heart, and with all thy soul, and with all thy might.',
  },
  keyWords: [
    {
      english: 'words',
      strongs: 'H1697',
      note: 'Dabar: word, matter; in Hebrew the Ten Commandments are "the ten words" (Exodus 34:28), spoken by God himself.',
    },
    {
      english: 'dwell',
      strongs: 'H7931',
      note: 'Shakan: to settle, to live in a place; God tells Israel to build him a sanctuary "that I may dwell among them".',
    },
    {
      english: 'tabernacle',
      strongs: 'H4908',
      note: "Mishkan: a dwelling place, from shakan; the tent where God lived in the middle of his people's camp.",
    },
  ],
  lessons: [
    {
      day: 1,
      title: "On eagles' wings",
      reading: 'Exodus 19:1-8',
      teaching:
        'Three months after leaving Egypt, Israel camps at Mount Sinai. Before God gives a single command, he reminds them what he has done: "Ye have seen ... how I bare you on eagles\' wings, and brought you unto myself."\n\nThe order matters. God does not say, "Obey me and I will rescue you." He rescues first, and then invites them to be his "peculiar treasure", "a kingdom of priests, and an holy nation". Obedience is the thankful answer to grace.',
      questions: [
        'What does God remind the people of before he gives the Law?',
        'What picture does God use for how he carried them?',
        'What three things does God say Israel will be (verses 5-6)?',
        'Why does it matter that the rescue came before the commands?',
      ],
      activity:
        'Draw an eagle carrying its young on its wings (see Deuteronomy 32:11) and write verse 4 beneath.',
      gradeNotes: {
        younger: 'Talk about the things your parents do for you before they ever ask you to help.',
        older: 'Compare Exodus 19:6 with 1 Peter 2:9 and write who the "holy nation" is in Peter\'s letter.',
      },
    },
    {
      day: 2,
      title: 'Love the LORD: the first four commandments',
      reading: 'Exodus 20:1-11',
      teaching:
        'God speaks from the mountain with thunder and fire. He begins, "I am the LORD thy God, which have brought thee out of the land of Egypt." The commandments are for people who already belong to him.\n\nThe first four are about God himself: have no other gods; make no idols; do not take his name in vain; keep the sabbath day holy. They teach Israel to give God the first place, the honour and the time that belong to him.',
      questions: [
        'What does God say about himself in verse 2 before the first command?',
        'What is the difference between the first and second commandments?',
        'What does it mean to take God\'s name "in vain"?',
        'Why does the sabbath commandment point back to creation (verse 11)?',
      ],
      activity: 'Begin learning the Ten Commandments in order, using ten fingers as a memory aid.',
    },
    {
      day: 3,
      title: 'Love your neighbour: the last six commandments',
      reading: 'Exodus 20:12-21',
      teaching:
        'The other six commandments are about people: honour your parents; do not murder, commit adultery, steal, lie about others, or covet what belongs to someone else. They protect family, life, marriage, property, truth and a contented heart.\n\nThe last commandment goes deepest: coveting happens inside, where no judge can see. The Law shows what love looks like, and it also shows how far we fall short of it. That is why the people are afraid and ask Moses to speak for them.',
      questions: [
        'Which commandment comes with a promise (verse 12; see Ephesians 6:2)?',
        'What does each of commandments six to nine protect?',
        'Why is the tenth commandment different from the others?',
        'Why were the people afraid (verses 18-19)?',
      ],
      activity: 'Make a poster of the Ten Commandments in two columns: "Love God" and "Love your neighbour".',
      gradeNotes: {
        younger: 'For each of the last six, name one way to keep it at home this week.',
        older: 'Read Matthew 22:35-40 and write how Jesus sums up the whole Law in two commands.',
      },
    },
    {
      day: 4,
      title: 'That I may dwell among them',
      reading: 'Exodus 25:1-22',
      teaching:
        'God asks the people to bring gifts "willingly with his heart" to build a sanctuary, "that I may dwell among them". At its heart is the ark of the covenant, a gold-covered chest holding the tablets of the Law, with a lid called the mercy seat between two cherubim.\n\nWhen the tabernacle is finished, the cloud covers it and "the glory of the LORD filled the tabernacle" (Exodus 40:34). The God who walked with Adam in the garden now lives in a tent among his people. John later writes that Jesus "was made flesh, and dwelt among us" (John 1:14).',
      questions: [
        'How were the people to give for the tabernacle (verse 2)?',
        'Why did God want a sanctuary made (verse 8)?',
        'What was kept inside the ark, and what was its lid called?',
        'What happened when the tabernacle was finished (Exodus 40:34-38)?',
      ],
      activity:
        'Draw a plan of the tabernacle: the courtyard, the altar, the laver, the holy place and the most holy place with the ark.',
      gradeNotes: {
        younger: 'Build a model tent with a box inside for the ark.',
        older: 'Read Hebrews 9:1-12 and write how the tabernacle pointed to Christ.',
      },
    },
    {
      day: 5,
      title: 'Hear, O Israel',
      reading: 'Deuteronomy 6:1-9',
      teaching:
        'Forty years later, before Israel enters the land, Moses teaches them again. At the centre is the Shema ("hear"): "Hear, O Israel: The LORD our God is one LORD." And then: love him with all your heart, soul and might.\n\nThese words are to be in their hearts and taught to their children at home, on the road, at bedtime and in the morning. Faith is not only for the tabernacle; it fills ordinary days. Jesus called this the first and great commandment.',
      questions: [
        'What does "Shema" mean, and why is it a good first word?',
        'With what three things are we to love God?',
        "When and where were parents to talk about God's words?",
        "What is one way your family could keep God's words in front of you?",
      ],
      activity: 'Recite Deuteronomy 6:5. Write verses 4-5 on a card and put it by your door.',
    },
  ],
};
