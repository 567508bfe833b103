<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ClickRefusal</name>
    <message numerus="yes">
        <source>Constructing on %1 takes 2 actions: you have %n left.</source>
        <translation>
            <numerusform>Constructing on %1 takes 2 actions: you have %n left.</numerusform>
            <numerusform>Constructing on %1 takes 2 actions: you have %n left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message numerus="yes">
        <source>Turn %1: %2 plays, with %n action(s).</source>
        <translation>
            <numerusform>Turn %1: %2 plays, with %n action.</numerusform>
            <numerusform>Turn %1: %2 plays, with %n actions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gains research from %n ship(s) on the Void.</source>
        <translation>
            <numerusform>%1 gains research from %n ship on the Void.</numerusform>
            <numerusform>%1 gains research from %n ships on the Void.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 places an infamy cube on %2; %n cube(s) left.</source>
        <translation>
            <numerusform>%1 places an infamy cube on %2; %n cube left.</numerusform>
            <numerusform>%1 places an infamy cube on %2; %n cubes left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 constructs on %2; %n cube(s) left.</source>
        <translation>
            <numerusform>%1 constructs on %2; %n cube left.</numerusform>
            <numerusform>%1 constructs on %2; %n cubes left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 may take %n card(s).</source>
        <translation>
            <numerusform>%1 may take %n card.</numerusform>
            <numerusform>%1 may take %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 now has %n action(s).</source>
        <translation>
            <numerusform>%1 now has %n action.</numerusform>
            <numerusform>%1 now has %n actions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n action(s) left: select a ship, or research, construct or end the turn.</source>
        <translation>
            <numerusform>%1, %n action left: select a ship, or research, construct or end the turn.</numerusform>
            <numerusform>%1, %n actions left: select a ship, or research, construct or end the turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, pick %n card(s) from the market.</source>
        <translation>
            <numerusform>%1, pick %n card from the market.</numerusform>
            <numerusform>%1, pick %n cards from the market.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapProblem</name>
    <message numerus="yes">
        <source>%n starting planet(s) for %1 players: each player needs one.</source>
        <translation>
            <numerusform>%n starting planet for %1 players: each player needs one.</numerusform>
            <numerusform>%n starting planets for %1 players: each player needs one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cube location(s), but the players need at least %1.</source>
        <translation>
            <numerusform>%n cube location, but the players need at least %1.</numerusform>
            <numerusform>%n cube locations, but the players need at least %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QwantumText</name>
    <message numerus="yes">
        <source>%1 re-rolls %n dice: %2.</source>
        <translation>
            <numerusform>%1 re-rolls %n die: %2.</numerusform>
            <numerusform>%1 re-rolls %n dice: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Re-roll %n dice</source>
        <translation>
            <numerusform>Re-roll %n die</numerusform>
            <numerusform>Re-roll %n dice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message numerus="yes">
        <source>Place %n tile(s)</source>
        <translation>
            <numerusform>Place %n tile</numerusform>
            <numerusform>Place %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n tile(s)</source>
        <translation>
            <numerusform>Remove %n tile</numerusform>
            <numerusform>Remove %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %n tile(s) the Void</source>
        <translation>
            <numerusform>Make %n tile the Void</numerusform>
            <numerusform>Make %n tiles the Void</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set %n planet(s) to %1</source>
        <translation>
            <numerusform>Set %n planet to %1</numerusform>
            <numerusform>Set %n planets to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mark %n starting planet(s)</source>
        <translation>
            <numerusform>Mark %n starting planet</numerusform>
            <numerusform>Mark %n starting planets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unmark %n starting planet(s)</source>
        <translation>
            <numerusform>Unmark %n starting planet</numerusform>
            <numerusform>Unmark %n starting planets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::CardGallery</name>
    <message numerus="yes">
        <source>All %n card(s) of the game. Hover a card to read its whole text.</source>
        <translation>
            <numerusform>All %n card of the game. Hover a card to read its whole text.</numerusform>
            <numerusform>All %n cards of the game. Hover a card to read its whole text.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <translation>
            <numerusform>%n in the deck</numerusform>
            <numerusform>%n in the deck</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::CardPicker</name>
    <message numerus="yes">
        <source>%1, take %n card(s): gambits act at once, command cards stay with you.</source>
        <translation>
            <numerusform>%1, take %n card: gambits act at once, command cards stay with you.</numerusform>
            <numerusform>%1, take %n cards: gambits act at once, command cards stay with you.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::ChartWidget</name>
    <message numerus="yes">
        <source>Over %n turn(s)</source>
        <translation>
            <numerusform>Over %n turn</numerusform>
            <numerusform>Over %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::CommandSheet</name>
    <message numerus="yes">
        <source>Dominance %1 · Research %2&lt;br&gt;%n cube(s) left to place</source>
        <translation>
            <numerusform>Dominance %1 · Research %2&lt;br&gt;%n cube left to place</numerusform>
            <numerusform>Dominance %1 · Research %2&lt;br&gt;%n cubes left to place</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) in reserve</source>
        <translation>
            <numerusform>%n ship in reserve</numerusform>
            <numerusform>%n ships in reserve</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) left</source>
        <translation>
            <numerusform>%n action left</numerusform>
            <numerusform>%n actions left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::GamePage</name>
    <message numerus="yes">
        <source>You still have %n action(s) left. End the turn anyway?</source>
        <translation>
            <numerusform>You still have %n action left. End the turn anyway?</numerusform>
            <numerusform>You still have %n actions left. End the turn anyway?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your %1: %n square(s) to move to (green), %2 to attack (red).</source>
        <translation>
            <numerusform>Your %1: %n square to move to (green), %2 to attack (red).</numerusform>
            <numerusform>Your %1: %n squares to move to (green), %2 to attack (red).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n target(s)</source>
        <translation>
            <numerusform>%n target</numerusform>
            <numerusform>%n targets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n action(s)</source>
        <translation>
            <numerusform>%1: %n action</numerusform>
            <numerusform>%1: %n actions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::LoadGameDialog</name>
    <message numerus="yes">
        <source>%1 (%n cube(s) placed)</source>
        <translation>
            <numerusform>%1 (%n cube placed)</numerusform>
            <numerusform>%1 (%n cubes placed)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::LobbyPage</name>
    <message numerus="yes">
        <source>Waiting for players: %n seat(s) open.</source>
        <translation>
            <numerusform>Waiting for players: %n seat open.</numerusform>
            <numerusform>Waiting for players: %n seats open.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::MapChooser</name>
    <message numerus="yes">
        <source>%1 — %n cube(s) to win.</source>
        <translation>
            <numerusform>%1 — %n cube to win.</numerusform>
            <numerusform>%1 — %n cubes to win.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::PlayScene</name>
    <message numerus="yes">
        <source>No cubes yet: %n cube location(s) free.</source>
        <translation>
            <numerusform>No cubes yet: %n cube location free.</numerusform>
            <numerusform>No cubes yet: %n cube locations free.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cubes of %1; %n location(s) free.</source>
        <translation>
            <numerusform>Cubes of %1; %n location free.</numerusform>
            <numerusform>Cubes of %1; %n locations free.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::QwantumPage</name>
    <message numerus="yes">
        <source>Re-roll %n dice (R)</source>
        <translation>
            <numerusform>Re-roll %n die (R)</numerusform>
            <numerusform>Re-roll %n dice (R)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::QwantumTutorial</name>
    <message numerus="yes">
        <source>%1 shows on %n dice, so its sum is %2.</source>
        <translation>
            <numerusform>%1 shows on %n die, so its sum is %2.</numerusform>
            <numerusform>%1 shows on %n dice, so its sum is %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A poor roll: %1. Every sum that fits would skip at least %n numbers that its row could still take.</source>
        <translation>
            <numerusform>A poor roll: %1. Every sum that fits would skip at least %n number that its row could still take.</numerusform>
            <numerusform>A poor roll: %1. Every sum that fits would skip at least %n numbers that its row could still take.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Still a poor roll: %1. Every sum that fits would skip at least %n numbers that its row could still take.</source>
        <translation>
            <numerusform>Still a poor roll: %1. Every sum that fits would skip at least %n number that its row could still take.</numerusform>
            <numerusform>Still a poor roll: %1. Every sum that fits would skip at least %n numbers that its row could still take.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::Tutorial</name>
    <message numerus="yes">
        <source>Place all %n of your cubes before the computer does to win.</source>
        <translation>
            <numerusform>Place all %n of your cubes before the computer does to win.</numerusform>
            <numerusform>Place all %n of your cubes before the computer does to win.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Building takes two actions, and this turn has only %n left: unused actions are lost, so click Research (or press R) with it. Then click End turn; your next turn begins after the computer&apos;s.</source>
        <translation>
            <numerusform>Building takes two actions, and this turn has only one left: unused actions are lost, so click Research (or press R) with it. Then click End turn; your next turn begins after the computer&apos;s.</numerusform>
            <numerusform>Building takes two actions, and this turn has only %n left: unused actions are lost, so click Research (or press R) with them. Then click End turn; your next turn begins after the computer&apos;s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::editor::BalanceDialog</name>
    <message numerus="yes">
        <source>Cancelled after %n game(s).</source>
        <translation>
            <numerusform>Cancelled after %n game.</numerusform>
            <numerusform>Cancelled after %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played.</source>
        <translation>
            <numerusform>%n game played.</numerusform>
            <numerusform>%n games played.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::editor::EditorView</name>
    <message numerus="yes">
        <source>Move %n tile(s)</source>
        <translation>
            <numerusform>Move %n tile</numerusform>
            <numerusform>Move %n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::editor::EditorWindow</name>
    <message numerus="yes">
        <source>%n tile(s), ready to play</source>
        <translation>
            <numerusform>%n tile, ready to play</numerusform>
            <numerusform>%n tiles, ready to play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s).</source>
        <translation>
            <numerusform>%n tile.</numerusform>
            <numerusform>%n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s).</source>
        <translation>
            <numerusform>%n error.</numerusform>
            <numerusform>%n errors.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) copied to the clipboard.</source>
        <translation>
            <numerusform>%n tile copied to the clipboard.</numerusform>
            <numerusform>%n tiles copied to the clipboard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) cut to the clipboard.</source>
        <translation>
            <numerusform>%n tile cut to the clipboard.</numerusform>
            <numerusform>%n tiles cut to the clipboard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing pasted: the %n tile(s) fit nowhere on this map without covering a tile or making the map larger than %1 x %1 tiles.</source>
        <translation>
            <numerusform>Nothing pasted: the %n tile fits nowhere on this map without covering a tile or making the map larger than %1 x %1 tiles.</numerusform>
            <numerusform>Nothing pasted: the %n tiles fit nowhere on this map without covering a tile or making the map larger than %1 x %1 tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) pasted.</source>
        <translation>
            <numerusform>%n tile pasted.</numerusform>
            <numerusform>%n tiles pasted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) pasted at the nearest free place.</source>
        <translation>
            <numerusform>%n tile pasted at the nearest free place.</numerusform>
            <numerusform>%n tiles pasted at the nearest free place.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Map code copied to the clipboard (%n character(s)).</source>
        <translation>
            <numerusform>Map code copied to the clipboard (%n character).</numerusform>
            <numerusform>Map code copied to the clipboard (%n characters).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::editor::ExportPdfDialog</name>
    <message numerus="yes">
        <source>%n page(s): the map, then every tile at true size (squares of %1 mm, tiles of %2 mm) with crop marks.</source>
        <translation>
            <numerusform>%n page: the map, then every tile at true size (squares of %1 mm, tiles of %2 mm) with crop marks.</numerusform>
            <numerusform>%n pages: the map, then every tile at true size (squares of %1 mm, tiles of %2 mm) with crop marks.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::editor::MapDocument</name>
    <message numerus="yes">
        <source>Move %n tile(s)</source>
        <translation>
            <numerusform>Move %n tile</numerusform>
            <numerusform>Move %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n tile(s)</source>
        <translation>
            <numerusform>Paste %n tile</numerusform>
            <numerusform>Paste %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut %n tile(s)</source>
        <translation>
            <numerusform>Cut %n tile</numerusform>
            <numerusform>Cut %n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::editor::MapLibrary</name>
    <message numerus="yes">
        <source>%n map(s)</source>
        <translation>
            <numerusform>%n map</numerusform>
            <numerusform>%n maps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s)</source>
        <translation>
            <numerusform>%n cube</numerusform>
            <numerusform>%n cubes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s) to win</source>
        <translation>
            <numerusform>%n cube to win</numerusform>
            <numerusform>%n cubes to win</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <comment>map list section</comment>
        <extracomment>A section of the map list: the maps for this number of players.</extracomment>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::editor::StatisticsPanel</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cube location(s); the players need %1.</source>
        <translation>
            <numerusform>%n cube location; the players need %1.</numerusform>
            <numerusform>%n cube locations; the players need %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spare location(s).</source>
        <translation>
            <numerusform>%n spare location.</numerusform>
            <numerusform>%n spare locations.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n location(s) short.</source>
        <translation>
            <numerusform>%n location short.</numerusform>
            <numerusform>%n locations short.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Start (%1, %2): the nearest other start is %n tile(s) away.</source>
        <translation>
            <numerusform>Start (%1, %2): the nearest other start is %n tile away.</numerusform>
            <numerusform>Start (%1, %2): the nearest other start is %n tiles away.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cube location(s) within 2 tiles.</source>
        <translation>
            <numerusform>%n cube location within 2 tiles.</numerusform>
            <numerusform>%n cube locations within 2 tiles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::editor::ValidationPanel</name>
    <message numerus="yes">
        <source>The map is playable, with %n notice(s).</source>
        <translation>
            <numerusform>The map is playable, with %n notice.</numerusform>
            <numerusform>The map is playable, with %n notices.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s): the map can be saved as a draft but not played.</source>
        <translation>
            <numerusform>%n error: the map can be saved as a draft but not played.</numerusform>
            <numerusform>%n errors: the map can be saved as a draft but not played.</numerusform>
        </translation>
    </message>
</context>
</TS>
