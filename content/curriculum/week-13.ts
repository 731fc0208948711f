import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_13: CourseWeek = {
  week: 13,
  theme: 'Exile and return: God keeps his people',
  summary:
    'When Jerusalem fell and the people were carried to Babylon, God did not abandon them: he kept Daniel and his friends faithful in a foreign land, and after seventy years he brought his people home to rebuild.',
  passages: ['Jeremiah 29:1-14', 'Daniel 3:1-6:28', 'Ezra 1:1-3:13', 'Nehemiah 8:1-12'],
  memoryVerse: {
    reference: 'Jeremiah 29:11',
    text: 'For I know the thoughts that I think toward you, saith the LORD, thoughts of peace, and not of evil, to give you an expected end.',
  },
  keyWords: [
    {
      english: 'captivity',
      strongs: 'H7622',
      note: 'Shebuth: exile, the state of captives; God promises, "I will turn away your captivity" (Jeremiah 29:14).',
    },
    {
      english: 'expected',
      strongs: 'H8615',
      note: 'Tiqvah: hope, a cord to hold on to; in Jeremiah 29:11 "an expected end" means a future full of hope.',
    },
    {
      english: 'joy',
      strongs: 'H2304',
      note: 'Chedvah: gladness; when the returned exiles heard the Law, Nehemiah said, "the joy of the LORD is your strength."',
    },
  ],
  lessons: [
    {
      day: 1,
      title: 'A letter to the exiles',
      reading: 'Jeremiah 29:1-14',
      teaching:
        'The prophets\' warnings came true. Babylon\'s armies took many people captive, and in 586 BC they burned Jerusalem and the temple (2 Kings 25). The people of Judah lived as exiles far from home.\n\nJeremiah writes them a surprising letter: build houses, plant gardens, raise families, and "seek the peace of the city" where you live, and pray for it. After seventy years God will bring them back. His plans for them are "thoughts of peace, and not of evil", and "ye shall seek me, and find me, when ye shall search for me with all your heart."',
      questions: [
        'What did Jeremiah tell the exiles to do in Babylon?',
        'Why would they pray for the city of their enemies?',
        'How long would the exile last (verse 10)?',
        'What does God promise to those who seek him with all their heart?',
      ],
      activity: 'Begin learning Jeremiah 29:11. Write a prayer for the town or city where you live.',
      gradeNotes: {
        younger: 'Talk about how it would feel to move far away, and what God promised the exiles.',
        older: 'Read 2 Chronicles 36:15-23 and write why the exile happened and how it ended.',
      },
    },
    {
      day: 2,
      title: 'The fiery furnace',
      reading: 'Daniel 3:1-30',
      teaching:
        'Daniel\'s friends Shadrach, Meshach and Abednego serve in Babylon\'s government. King Nebuchadnezzar sets up a golden image and commands everyone to bow to it. The three friends refuse.\n\nTheir answer is one of the bravest in the Bible: our God is able to deliver us, "but if not", we still will not bow. They are thrown into the furnace, but the king sees four men walking unharmed in the fire. God was with them in the fire, not only after it.',
      questions: [
        'What did Nebuchadnezzar command?',
        'What did the three friends say in verses 17-18?',
        'What did the king see in the furnace?',
        'What does "but if not" teach us about trusting God?',
      ],
      activity:
        'Write the three friends\' answer (verses 17-18) on a card and talk about a situation where "but if not" faith is needed.',
    },
    {
      day: 3,
      title: "Daniel in the lions' den",
      reading: 'Daniel 6:1-28',
      teaching:
        'Years later, under King Darius the Mede, Daniel is an old man and a faithful official. Jealous rivals can find no fault in him except his devotion to God, so they trick the king into making a law: no one may pray to anyone but the king for thirty days.\n\nDaniel goes home, opens his windows toward Jerusalem and prays three times a day, "as he did aforetime". He is thrown to the lions, but God shuts their mouths. Daniel\'s steady daily prayer prepared him for the day of testing.',
      questions: [
        "Why could Daniel's enemies find no fault in him?",
        'What law did they trick the king into making?',
        'What did Daniel do when he knew the law was signed?',
        "What did Darius say about Daniel's God afterwards (verses 26-27)?",
      ],
      activity: 'Make a simple daily prayer chart for this week, with three times a day to stop and pray.',
      gradeNotes: {
        younger: 'Draw Daniel among sleeping lions with an angel nearby.',
        older: 'Compare Daniel 6 with Daniel 3 and list what is the same and what is different.',
      },
    },
    {
      day: 4,
      title: 'Going home',
      reading: 'Ezra 1:1-11',
      teaching:
        'Babylon falls to Persia, and in his first year King Cyrus issues a decree: the Jews may return to Jerusalem and rebuild the house of the LORD. Ezra says the LORD "stirred up the spirit of Cyrus" so that Jeremiah\'s word would be fulfilled. Isaiah had even named Cyrus long before (Isaiah 44:28).\n\nThousands return, carrying the temple vessels Nebuchadnezzar had taken. When the foundation of the new temple is laid, the people sing, "he is good, for his mercy endureth for ever", and some shout for joy while the old men who remembered the first temple weep (Ezra 3:11-12).',
      questions: [
        'Who made the decree that the Jews could return?',
        'Whose prophecy was fulfilled (verse 1)?',
        'What did Cyrus give back to the returning exiles?',
        'Why did some people weep and others shout when the foundation was laid?',
      ],
      activity:
        'Make a timeline from the fall of Jerusalem (586 BC) to the return under Cyrus (about 538 BC).',
    },
    {
      day: 5,
      title: 'The joy of the LORD',
      reading: 'Nehemiah 8:1-12',
      teaching:
        'Nearly a century later, Nehemiah leads the people in rebuilding Jerusalem\'s broken walls, finished in just fifty-two days (Nehemiah 6:15). Then all the people gather, and Ezra the scribe reads the book of the Law from morning until midday. Teachers help them "understand the reading".\n\nThe people weep when they hear how far they have fallen short. But Nehemiah tells them this is a holy day for feasting and sharing: "neither be ye sorry; for the joy of the LORD is your strength." God\'s word both humbles and gladdens.',
      questions: [
        'What did Ezra read to the people, and for how long?',
        'How did the Levites help the people (verse 8)?',
        'Why did the people weep?',
        'Why did Nehemiah tell them to rejoice instead?',
      ],
      activity:
        'Recite Jeremiah 29:11. Share a treat with someone this week, as the people "sent portions" to others.',
      gradeNotes: {
        younger: 'Stand up when the Bible is read today, as the people did in verse 5, and talk about why.',
        older:
          "Read the people's prayer in Nehemiah 9:6-15 and list the parts of the story you have studied so far.",
      },
    },
  ],
};
