import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_11: CourseWeek = {
  week: 11,
  theme: 'Solomon and the way of wisdom',
  summary:
    'Solomon asked God for wisdom, built the temple where God put his name, and taught that wisdom begins with the fear of the LORD; yet his heart turned away, a warning that wisdom must be lived, not only known.',
  passages: ['1 Kings 3:1-28', '1 Kings 8:1-30', 'Proverbs 1:1-3:12', '1 Kings 11:1-13'],
  memoryVerse: {
    reference: 'Proverbs 3:5-6',
    text: 'Trust in the LORD with all thine heart; and lean not unto thine own understanding. In all thy ways acknowledge him, and he shall direct thy paths.',
  },
  keyWords: [
    {
      english: 'wisdom',
      strongs: 'H2451',
      note: 'Chokmah: skill in living well; the people saw that "the wisdom of God was in him" (1 Kings 3:28).',
    },
    {
      english: 'fear',
      strongs: 'H3374',
      note: 'Yirah: reverent awe of God that takes him seriously; "the fear of the LORD is the beginning of knowledge" (Proverbs 1:7).',
    },
    {
      english: 'trust',
      strongs: 'H982',
      note: 'Batach: to lean on, to feel safe with; Proverbs 3:5 asks us to lean on God rather than on our own understanding.',
    },
  ],
  lessons: [
    {
      day: 1,
      title: 'Ask what I shall give thee',
      reading: '1 Kings 3:3-15',
      teaching:
        'David\'s son Solomon becomes king while still young. At Gibeon God appears to him in a dream and makes an astonishing offer: "Ask what I shall give thee."\n\nSolomon does not ask for long life, riches or victory. He says, "I am but a little child," and asks for "an understanding heart" to judge God\'s people well. God is pleased, and gives him wisdom, and riches and honour besides.',
      questions: [
        'What did God offer Solomon?',
        'How did Solomon describe himself in verse 7?',
        'What did Solomon ask for, and why?',
        'What did God give him that he had not asked for?',
      ],
      activity:
        "Write what you would ask for if God made you this offer, and then write why Solomon's request was wise.",
      gradeNotes: {
        younger: 'Talk about the difference between being clever and being wise.',
        older: 'Read James 1:5 and write what it promises to anyone who asks God for wisdom.',
      },
    },
    {
      day: 2,
      title: 'Two mothers and one baby',
      reading: '1 Kings 3:16-28',
      teaching:
        'Two women come to the king, both claiming the same baby. There are no witnesses, and it is one word against the other. Solomon calls for a sword and orders the child cut in two.\n\nThe real mother cries out to give the baby away rather than see him die; the other agrees to the cruel plan. Now Solomon knows who loves the child. All Israel sees that "the wisdom of God was in him, to do judgment." Wisdom sees into hearts and acts with justice.',
      questions: [
        'Why was this case so hard to judge?',
        'How did Solomon find out who the real mother was?',
        'What did the people conclude about Solomon (verse 28)?',
      ],
      activity: 'Act out the story of the two mothers, with one person as Solomon.',
    },
    {
      day: 3,
      title: 'The glory fills the temple',
      reading: '1 Kings 8:1-30',
      teaching:
        'Solomon builds the temple his father David had hoped to build. The ark of the covenant is carried into the most holy place, and the cloud fills the house: "the glory of the LORD had filled the house of the LORD", just as it once filled the tabernacle.\n\nThen Solomon kneels and prays. He knows that "the heaven and heaven of heavens cannot contain thee; how much less this house." The temple is a place where God promises to hear his people when they pray toward it and to forgive.',
      questions: [
        'What was carried into the temple first?',
        'What filled the temple, and what earlier event does it remind you of?',
        'What does Solomon say in verse 27 about how big God is?',
        'What does Solomon ask God to do when people pray toward the temple?',
      ],
      activity: 'Draw the temple with the cloud of glory filling it, and label the most holy place.',
      gradeNotes: {
        younger: 'Talk about where you can pray, now that Jesus has come (John 4:21-24).',
        older: 'Compare 1 Kings 8:10-11 with Exodus 40:34-35 and write what is the same.',
      },
    },
    {
      day: 4,
      title: 'The beginning of wisdom',
      reading: 'Proverbs 3:1-12',
      teaching:
        'Proverbs collects wise sayings, many from Solomon. It begins with its motto: "The fear of the LORD is the beginning of knowledge" (1:7). Wisdom starts not with being clever but with knowing that God is God.\n\nChapter 3 is a father speaking to his son: keep my commands, hold on to mercy and truth, honour the LORD with your wealth, do not despise his correction. At its centre: "Trust in the LORD with all thine heart; and lean not unto thine own understanding."',
      questions: [
        'What is the beginning of knowledge, according to Proverbs 1:7?',
        'Who is speaking in Proverbs 3, and to whom?',
        'What does it mean to "lean" on your own understanding?',
        'Why does God correct those he loves (verses 11-12)?',
      ],
      activity:
        'Begin learning Proverbs 3:5-6. Write one proverb from chapters 1-3 in your best handwriting.',
      gradeNotes: {
        younger:
          'Say Proverbs 3:5-6 with actions: a hand on the heart, a shake of the head, a pointing finger.',
        older: 'Choose three proverbs from chapter 3 and write an example of each from everyday life.',
      },
    },
    {
      day: 5,
      title: 'A divided heart',
      reading: '1 Kings 11:1-13',
      teaching:
        'Sadly, the wisest man of his time did not follow his own wisdom. Solomon married many foreign wives, against God\'s command, and "when Solomon was old ... his wives turned away his heart after other gods". He even built places to worship them.\n\nGod tells Solomon the kingdom will be torn apart after him, and under his son it splits into two: Israel in the north and Judah in the south. Knowing what is right is not the same as doing it. The kings after Solomon will need prophets to call them back.',
      questions: [
        "What turned Solomon's heart away from God?",
        'How was Solomon different from his father David, according to verse 4?',
        'What did God say would happen to the kingdom?',
        'Why is knowing what is wise not enough?',
      ],
      activity:
        'Recite Proverbs 3:5-6. On a map, shade the northern kingdom (Israel) and southern kingdom (Judah).',
    },
  ],
};
