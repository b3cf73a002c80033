/// sous's aisle for every ingredient of the offline catalogue (its 563 ingredients and every name its
/// 552 meals use), in Cooklang's aisle.conf format, so it reads and overrides like a user's file.
///
/// One name a line: names are compared as `IngredientName.key`s, so "Eggs" stands for "egg" and "EGGS".
/// `other` holds only what is not bought (water).
enum AisleTable {
    static let text = #"""
[produce]
Ancho Chillies
Apples
Apricot
asparagus
Aubergine
Avocado
Baby Aubergine
Baby Lettuce Leaves
Baby New Potatoes
Baby Pak Koi
baby plum tomatoes
Bamboo Shoot
Banana
basil
basil leaves
Bean Sprouts
Beef tomatoes
Beetroot
Birds-eye Chillies
Blackberries
Blueberries
Bok Choi
Braeburn Apples
Bramley apples
Broad Beans
Broccoli
Brussels Sprouts
Butternut Squash
Cabbage
Cabbage Leaves
carrot
Cassaba
celeriac
Celery
Challots
charlotte potatoes
Cherry
cherry tomatoes
Chestnut Mushroom
Chilli
Chinese Broccoli
Chinese Cabbage
Chinese Leaf
Chives
Chopped Chive
Chopped onion
Chopped Parsley
Cilantro
Cooked Beetroot
coriander
Coriander Leaves
Courgettes
Cranberry
Cucumber
Dill
Egg Plants
Fennel
fennel bulb
Figs
Floury Potatoes
fresh basil
fresh thyme
Freshly chopped parsley
Fried Ripe Bananas
Fruit Mix
Galangal
Garlic
Garlic Bulb
garlic clove
ginger
Grape Tomatoes
Green Beans
Green Chilli
Green Pepper
Hispi (sweetheart) Cabbage
Iceberg Lettuce
Jalapeno
Jersey Royal Potatoes
Jerusalem Artichokes
Kale
Leek
lemon
Lemon Juice
Lemon Zest
Lemongrass
Lemongrass Stalks
Lettuce
lime
Lime juice
Lime Leaves
little gem lettuce
makrut lime leaves
Marinated Tofu
marjoram
Medjool dates
Minced garlic
Mint
Mixed peppers
Mushrooms
New Potatoes
Onion
Orange
Orange Zest
Oyster Mushrooms
Padron peppers
Pak Choi
Parsley
Passion Fruit Pulp
Peaches
Pears
Peas
Persian Cucumber
Pitted Dates
Plum Tomatoes
Pomegranate
potatoes
Pumpkin
Purple Sprouting Broccoli
Radish
Raspberries
Raw Vegetables
Red Cabbage
Red Chilli
red onions
red pepper
Red Potatoes
Redcurrants
Rhubarb
Roasted Vegetables
Rocket
Romano Pepper
Rosemary
sage
Saskatoon Berries
Savoy Cabbage
Scallions
Scotch Bonnet
shallots
Shiitake Mushrooms
Small Potatoes
Spinach
Spring onions
Squash
Stir-fry Vegetables
Stoned Dates
Strawberries
Sugar Snap Peas
Swede
Sweet Potatoes
Sweet Red Peppers
Sweetcorn
Tarragon Leaves
Tempeh
Thyme
Tofu
Tomato
Turnips
Unwaxed Lemon
Unwaxed Lime
vine leaves
Vine Tomatoes
Water Chestnut
White Asparagus
White Cabbage
White Yam
Wild Garlic Leaves
Wild Mushrooms
Wood Ear Mushrooms
Yautia
Yellow Onion
Yellow Pepper
Yukon Gold Potatoes
zucchini

[meat & fish]
anchovy fillet
Baby Squid
Bacon
Bacon lardon
barramundi
Beef
Beef Brisket
Beef Cutlet
Beef Fillet
Beef Flank Steak
Beef Kidney
Beef Shin
Black Pudding
Chicken
Chicken Breast
Chicken drumsticks
Chicken Legs
Chicken Liver
chicken thighs
Chicken Wings
Chorizo
Chuck Roast
Clams
Cod
Corned Beef
Doner Meat
Duck
Duck Legs
Feather blade beef
Fillet Of Steak
Fish fillet
German Sausages
Goat Meat
Ground Beef
Ground Pork
Haddock
Hake
Ham
Herring
Hind Shank
Hot Smoked Flaked Salmon
Italian fennel sausages
jamón ibérico
Kabanos Sausages
Kielbasa
king prawns
Lamb
Lamb Kidney
Lamb Leg
Lamb Loin Chops
lamb mince
Lamb Shanks
Lamb Shoulder
Lean Minced Beef
Lean Minced Steak
Mackerel
Minced Beef
Minced Pork
Mixed Beef Cuts
Monkfish
Morcilla
Mussels
Oxtail
Oysters
Parma ham
Polish Kabanos
Pork
Pork Back Ribs
Pork belly slices
Pork Chops
Pork knuckle
Pork Shoulder
Pork Shoulder Steaks
Pork Tenderloin
Prawns
Prosciutto
Rainbow Trout
Raw king prawns
Raw tiger prawns
Red Snapper
Salmon
Salt Cod
Sardines
sausages
Sea Bass Fillets
Serrano Ham
Shredded Meat
Shrimp
Sirloin steak
Sirloin Steak tips
Skirty Steak
Smoked Haddock
Smoked Salmon
Squid
Streaky Bacon
Tiger Prawns
Tripe
Trout
Tuna
Turkey
Turkey Ham
Turkey Mince
Veal
white fish
White Fish Fillets

[dairy & eggs]
almond milk
Brie
Bryndza cheese
butter
Cheddar Cheese
Cheese
Cheese Curds
Cheese Slices
chilled butter
Clotted Cream
Colby Jack Cheese
Condensed Milk
Cream
Cream Cheese
Creme Fraiche
Cubed Feta cheese
Custard
double cream
Egg
Egg Wash
Egg White
Egg Yolks
Emmentaler Cheese
Feta
free-range egg, beaten
Fromage Frais
Full fat sour cream
Full fat yogurt
Ghee
Goats Cheese
Gouda cheese
Greek Yogurt
Gruyere
Gruyere cheese
heavy cream
Hummus
Liquid Cheese
Malai
manchego
Mascarpone
Mature Cheddar
Melted Butter
milk
Monterey Jack Cheese
Mozzarella
mozzarella balls
Natural Yoghurt
Paneer
parmesan
Parmesan Cheese
Parmigiano-reggiano
Pecorino
Ricotta
Salted Butter
Semi-skimmed Milk
Shredded Mexican Cheese
Shredded Monterey Jack Cheese
Single Cream
Sour Cream
Soured cream and chive dip
soya milk
Stilton Cheese
Unsalted Butter
vegan butter
västerbottensost cheese
Whipping Cream
Whole Milk
Yogurt

[bakery]
Baguette
bread
Bread Rolls
Bun
Casabe
Ciabatta
Corn Arepa Filled With Mozarella Cheese
corn tortillas
Crusty Bread
English Muffins
flour tortilla
Hard Taco Shells
meringue nests
Muffins
Naan Bread
Pita Bread
Potatoe Buns
Rye Bread
Sesame Seed Burger Buns
Stale bread
Toast
Tortillas
White bread
Wholegrain Bread

[pantry staples]
Ackee
All purpose flour
Almond Essence
almond extract
Almond Flour
Almonds
Apple Cider Vinegar
Apricot Jam
Baked Beans
baking powder
Balsamic Vinegar
Barbeque Sauce
Basmati rice
Beef Gravy
Beef Stock
Beef Stock Concentrate
Beef Stock Cubes
Bicarbonate Of Soda
Black Beans
Black Olives
Black Treacle
Blackcurrant Jam
Blue Food Colouring
Borlotti Beans
Bouillon Cubes
Bowtie Pasta
Bread Flour
Breadcrumbs
Brown Lentils
Brown Rice
Brown Rice Noodle
Brown sugar
Buckwheat
Bulgur Wheat
Butter Beans
cacao
Can of chickpeas
Candied Peel
Canned Tomatoes
Cannellini Beans
Canola Oil
Capers
Caramel
Caramel Sauce
Cashew nuts
Cashews
Caster Sugar
Chestnuts
Chicken Stock
Chicken Stock Concentrate
Chicken Stock Cube
Chickpea Flour
Chickpeas
Chilli Sauce
Chimichurri sauce
Chocolate Chips
Chopped Tomatoes
Christmas Pudding
Cider Vinegar
Clear Honey
coco sugar
Cocoa
Cocoa Powder
Coconut cream
Coconut Flakes
coconut milk
Cooked Chestnut
Corn Flour
Cornmeal
Cornstarch
Couscous
Creamed Corn
Currants
Custard Powder
Dark Brown Soft Sugar
Dark Brown Sugar
Dark Chocolate
Dark Chocolate Chips
dark soft brown sugar
Dark Soy Sauce
Demerara Sugar
Desiccated Coconut
Diced Tomatoes
digestive biscuits
Dijon Mustard
Dill Pickles
Doubanjiang
Dried Apricots
Dried cranberries
Dried Fruit
Dried white beans
Dried white corn
Dried White Navy Beans
Duck Fat
Duck Sauce
Dulce de leche
Egg Noodles
Enchilada sauce
English Mustard
Extra Virgin Olive Oil
Farfalle
Fast action yeast
Fermented Black Beans
Fettuccine
Fideo
Fish Sauce
Fish Stock
flaked almonds
Flat Rice Noodles
Flax Eggs
flour
Freekeh
French Lentils
Galangal Paste
Garlic Sauce
Gelatine Leafs
Gherkin Relish
Ginger Garlic Paste
Ginger paste
Glace Cherry
Gochujang
Golden Caster Sugar
Golden Syrup
Goose Fat
Granulated Sugar
Green Olives
green red lentils
Green Salsa
Ground Almonds
Ground Nut Oil
Ground Oats
Ground Pistachios
Haricot Beans
Hazlenuts
Hoisin Sauce
honey
Horseradish
Hot Beef Stock
Hotsauce
Icing Sugar
Instant Yeast
Jam
Jasmine Rice
Kidney Beans
Lamb Stock
Lard
Lasagne Sheets
Lentils
Light Brown Soft Sugar
Linguine Pasta
Macaroni
Madras Paste
Malt Vinegar
Maple Syrup
Mars Bar
Marzipan
Massaman curry paste
Mayonnaise
Milk Chocolate
Mincemeat
Miniature Marshmallows
Mirin
Mixed Grain
Mixed Peel
Molasses
Muscovado Sugar
mustard
Noodles
Oatmeal
Oats
Oil
olive oil
Orange Blossom Water
Oreo Cream Biscuits
oyster sauce
Paccheri Pasta
Paella Rice
Palm Sugar
Panang Curry Paste
Pappardelle Pasta
Passata
Peanut Brittle
Peanut Butter
Peanut Cookies
Peanut Oil
Peanuts
Pecan Nuts
penne rigate
Pickle Juice
Pico De Gallo Sauce
Pilchards
Pine nuts
Pink Food Colouring
Pinto Beans
Pistachio
Pistachio Paste
Pitted Black Olives
Plain chocolate
Plain flour
Plum Jam
Pomegranate Molasses
Porridge oats
Potato Starch
Powdered Sugar
Pretzels
Prunes
Quinoa
Raisins
Rapeseed Oil
Raspberry Jam
Red Food Colouring
Red Pepper Paste
Red Wine Jelly
Red Wine Vinegar
Refried Beans
rice
Rice Flour Pancakes
Rice Krispies
rice noodles
Rice Paper Sheets
Rice Stick Noodles
Rice Vermicelli
Rice Vinegar
Rice wine
rigatoni
Roasted Peanut
Roasted pepper
Rolled Oats
Rose water
Rye
salsa
Sauerkraut
Seafood stock
self-raising flour
Semolina
Semolina Flour
Sesame Seed Oil
Sevaiiya
Shelled Hazelnuts
Sherry vinegar
Shortening
Shredded Coconut
Shrimp Paste
Smoky Aïoli
Soy sauce
Soya Bean
spaghetti
Sriracha
Starch
Strong white bread flour
Strong White Flour
Strong Wholemeal Flour
Suet
sugar
Sugar Syrup
sultanas
Sun-Dried Tomatoes
Sunflower Oil
Sushi Rice
sweet chilli sauce
Sweet Peppadew Peppers
Tabasco Sauce
Tagliatelle
Tahini
Tahini Paste
Tamarind ball
Tamarind Paste
Thai Chilli Jam
Thai fish sauce
Thai green curry paste
Thai red curry paste
Tinned Tomatos
Toffee Popcorn
Tomato Ketchup
tomato puree
Tomato Sauce
Toor Dal
Treacle
Truffle Oil
Turkish Delight
Udon Noodles
Unflavoured Gelatin
Unsalted Pistachio
Unsweetened Cocoa
Vegan White Wine Vinegar
Vegetable oil
Vegetable Shortening
Vegetable Stock
Vegetable Stock Cube
Vermicelli Pasta
Vermicelli Rice Noodles
Vinaigrette Dressing
Vinegar
Walnuts
White Bread Mix
White Chocolate
White Chocolate Chips
White Cornmeal
White Flour
White Sauerkraut
White Vinegar
White Wine Vinegar
whole wheat
Wholegrain Mustard
Worcestershire Sauce
Yeast
Yellow Food Colouring
Yellow Masarepa
Yellow Split Peas

[spices]
Allspice
Allspice Berries
bay leaf
Bay Leaves
Biryani Masala
black pepper
Bouquet Garni
Cajun
Caraway Seed
Cardamom
Cayenne Pepper
celery salt
Chili Powder
Chilli Flakes
Chilli powder
Chinese five spice powder
Cinnamon
Cinnamon stick
clove
Coriander seeds
Cumin
Cumin seeds
curry powder
Dried Mint
Dried Oregano
Dried Red Chillies
fajita seasoning
fennel seeds
Fenugreek
Five Spice Powder
Garam Masala
Garlic Granules
garlic powder
Ground Cardomom
Ground Cinnamon
Ground Clove
Ground Coriander
Ground cumin
ground garlic
ground ginger
ground mustard
Ground Nutmeg
Ground Poppy seeds
ground red pepper
Harissa Spice
Hot Chilli Powder
Hot smoked paprika
Italian Seasoning
Jerk
Juniper Berries
Kabse Spice
Khus khus
Kosher Salt
Mixed Spice
Mustard Powder
Mustard Seeds
nutmeg
onion salt
Oregano
Paprika
Pepper
Peppercorns
Poppy Seeds
Pul Biber
Ras el hanout
Red Chile Flakes
Red Chilli Flakes
Red Chilli powder
red pepper flakes
Saffron
Salt
Sazon
Sea Salt
Seasoning
Sesame Seed
Sichuan pepper
Smoked Paprika
Smoky Paprika
Star Anise
Sumac
sweet smoked paprika
Szechuan Peppercorns
Turmeric
Turmeric Powder
Vanilla
Vanilla Bean Paste
Vanilla Extract
vanilla pod
Whole black peppercorns

[frozen]
Egg Rolls
Falafel
Filo Pastry
Fries
Frozen Mixed Berries
Frozen Peas
Frozen Seafood mix
Ice Cream
Knafeh
Mulukhiyah
Petit Pois
Phyllo Dough
Puff Pastry
Raw Frozen Prawns
Ready rolled shortcrust pastry
Shortcrust Pastry
Wonton Skin

[drinks]
Brandy
Cider
Cooking wine
Dark Rum
Dry sherry
Dry White Wine
Ginger Cordial
Grand Marnier
Light Rum
Peach Juice
red wine
Rum
Sake
Sherry
Soda Water
Stout
Sweet Sherry
white wine

[other]
Boiling Water
Cold Water
Warm Water
Water
"""#
}
